import { Text } from '@mantine/core';

/** The bracket of a round; drawn once the bracket view is in place. */
export function RoundBracketPanel({ roundId }: { tournamentId: string; roundId: string }) {
  return <Text c="dimmed">The bracket of round {roundId} is not drawn yet.</Text>;
}
