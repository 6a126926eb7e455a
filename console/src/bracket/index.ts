/** The bracket drawings: pure components fed by view models, for the console and public pages. */
export { Bracket } from './Bracket';
export { StandingsTable } from './StandingsTable';
export { bracketStrings } from './strings';
export type * from './model';
export * from './from-api';
