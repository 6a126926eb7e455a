import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { FfaGroupView } from './model';
import { bracketStrings as strings } from './strings';

export interface FfaGroupsProps {
  groups: FfaGroupView[];
  /** Shown as an "Enter results" button on each lobby when given. */
  onGroupClick?: (group: FfaGroupView) => void;
}

function Leaderboard({ group }: { group: FfaGroupView }) {
  return (
    // A narrow screen scrolls the table sideways; the keyboard must reach that scroll too.
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table striped aria-label={strings.leaderboardLabel(group.name)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{strings.column.rank}</Table.Th>
            <Table.Th scope="col">{strings.column.participant}</Table.Th>
            <Table.Th scope="col">{strings.column.points}</Table.Th>
            <Table.Th scope="col">{strings.column.finishes}</Table.Th>
            <Table.Th scope="col">{strings.column.knocks}</Table.Th>
            <Table.Th scope="col">{strings.column.bestPlacement}</Table.Th>
            <Table.Th scope="col">{strings.column.played}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.leaderboard.map((line) => (
            <Table.Tr key={line.participant.id}>
              <Table.Td>{line.rank}</Table.Td>
              <Table.Th scope="row">{line.participant.name}</Table.Th>
              <Table.Td>{line.points}</Table.Td>
              <Table.Td>{line.finishes}</Table.Td>
              <Table.Td>{line.knocks}</Table.Td>
              <Table.Td>{line.bestPlacement ?? strings.noPlacement}</Table.Td>
              <Table.Td>{strings.playedOf(line.played, group.matchesPerGroup)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Free-for-all lobbies, each with its points leaderboard (best first, as the server ranks). */
export function FfaGroups({ groups, onGroupClick }: FfaGroupsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      {groups.map((group) => (
        <Card key={group.id} withBorder component="section" aria-label={group.name}>
          <Group justify="space-between" mb="xs">
            <Title order={4}>{group.name}</Title>
            <Text size="sm" c="gray.7">
              {strings.lobbyFill(group.leaderboard.length, group.maxParticipants)}
            </Text>
          </Group>
          <Leaderboard group={group} />
          {onGroupClick && (
            <Button
              mt="sm"
              variant="light"
              onClick={() => onGroupClick(group)}
              aria-label={strings.enterResultsFor(group.name)}
            >
              {strings.enterResults}
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
