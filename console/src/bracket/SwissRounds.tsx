import { SimpleGrid, Stack, Title } from '@mantine/core';
import { MatchCard } from './MatchCard';
import type { MatchClickHandler, MatchView } from './model';
import { bracketStrings as strings } from './strings';

export interface SwissRoundsProps {
  matches: MatchView[];
  onMatchClick?: MatchClickHandler;
  highlightedMatchId?: string | null;
}

/** Each Swiss round (stage) with its pairings, latest last; a bye is a card with one side. */
export function SwissRounds({ matches, onMatchClick, highlightedMatchId }: SwissRoundsProps) {
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  return (
    <Stack gap="md">
      {rounds.map((round) => (
        <section key={round} aria-label={strings.swissRound(round)}>
          <Title order={4} mb="xs">
            {strings.swissRound(round)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="sm">
            {matches
              .filter((m) => m.round === round)
              .sort((a, b) => a.position - b.position)
              .map((match) => (
                <MatchCard
                  key={match.id}
                  match={match}
                  onMatchClick={onMatchClick}
                  highlighted={match.id === highlightedMatchId}
                />
              ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
