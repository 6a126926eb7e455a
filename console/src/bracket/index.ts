/** The bracket drawings: pure components fed by view models, for the console and public pages. */
export { Bracket, type BracketProps } from './Bracket';
export { EliminationBracket, type EliminationBracketProps } from './EliminationBracket';
export { FfaGroups, type FfaGroupsProps } from './FfaGroups';
export { MatchCard, type MatchCardProps } from './MatchCard';
export { RoundRobinTable, type RoundRobinTableProps } from './RoundRobinTable';
export { StandingsTable, type StandingsTableProps } from './StandingsTable';
export { SwissRounds, type SwissRoundsProps } from './SwissRounds';
export { layoutElimination, type BracketLayout } from './layout';
export { matchLabel } from './labels';
export { bracketStrings } from './strings';
export type * from './model';
export * from './from-api';
