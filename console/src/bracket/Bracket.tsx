import { Stack, Text } from '@mantine/core';
import { EliminationBracket } from './EliminationBracket';
import { FfaGroups } from './FfaGroups';
import type {
  BracketFormat,
  FfaGroupView,
  MatchClickHandler,
  MatchView,
  StandingView,
} from './model';
import { RoundRobinTable } from './RoundRobinTable';
import { StandingsTable } from './StandingsTable';
import { SwissRounds } from './SwissRounds';
import { bracketStrings as strings } from './strings';

export interface BracketProps {
  format: BracketFormat;
  /** Duel formats: every match of the round. */
  matches?: MatchView[];
  /** Round robin and Swiss: shown under the matches. */
  standings?: StandingView[];
  /** Free for all: the lobbies with their leaderboards. */
  groups?: FfaGroupView[];
  onMatchClick?: MatchClickHandler;
  onGroupClick?: (group: FfaGroupView) => void;
  highlightedMatchId?: string | null;
  label?: string;
  /** Elimination: start with the whole bracket in view (a wall screen). */
  fitWhole?: boolean;
}

/** One round drawn in its format's way; reads nothing itself, so any page can feed it. */
export function Bracket(props: BracketProps) {
  const { format, matches = [], standings = [], groups = [], onMatchClick } = props;
  if (format === 'free_for_all') {
    return groups.length ? (
      <FfaGroups groups={groups} onGroupClick={props.onGroupClick} />
    ) : (
      <Text c="gray.7">{strings.noLobbies}</Text>
    );
  }
  if (!matches.length) return <Text c="gray.7">{strings.noMatches}</Text>;
  if (format === 'single_elimination' || format === 'double_elimination') {
    return (
      <EliminationBracket
        matches={matches}
        onMatchClick={onMatchClick}
        highlightedMatchId={props.highlightedMatchId}
        label={props.label}
        fitWhole={props.fitWhole}
      />
    );
  }
  return (
    <Stack gap="lg">
      {format === 'round_robin' ? (
        <RoundRobinTable matches={matches} onMatchClick={onMatchClick} />
      ) : (
        <SwissRounds
          matches={matches}
          onMatchClick={onMatchClick}
          highlightedMatchId={props.highlightedMatchId}
        />
      )}
      {standings.length > 0 && <StandingsTable standings={standings} />}
    </Stack>
  );
}
