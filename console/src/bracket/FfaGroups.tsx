import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { FfaGroupView } from './model';

export interface FfaGroupsProps {
  groups: FfaGroupView[];
  /** Shown as an "Enter results" button on each lobby when given. */
  onGroupClick?: (group: FfaGroupView) => void;
}

function Leaderboard({ group }: { group: FfaGroupView }) {
  return (
    // A narrow screen scrolls the table sideways; the keyboard must reach that scroll too.
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table striped aria-label={`${group.name} leaderboard`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Participant</Table.Th>
            <Table.Th scope="col">Points</Table.Th>
            <Table.Th scope="col">Finishes</Table.Th>
            <Table.Th scope="col">Knocks</Table.Th>
            <Table.Th scope="col">Best placement</Table.Th>
            <Table.Th scope="col">Played</Table.Th>
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
              <Table.Td>{line.bestPlacement ?? '–'}</Table.Td>
              <Table.Td>
                {line.played} / {group.matchesPerGroup}
              </Table.Td>
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
              {group.leaderboard.length} / {group.maxParticipants} participants
            </Text>
          </Group>
          <Leaderboard group={group} />
          {onGroupClick && (
            <Button
              mt="sm"
              variant="light"
              onClick={() => onGroupClick(group)}
              aria-label={`Enter results for ${group.name}`}
            >
              Enter results
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
