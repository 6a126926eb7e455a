import { ScrollArea, Stack, Table, Title, UnstyledButton } from '@mantine/core';
import { crossTableParticipants, meetings, scoreFor } from './cross-table';
import { matchLabel } from './labels';
import type { MatchClickHandler, MatchView } from './model';
import { bracketStrings as strings } from './strings';

export interface RoundRobinTableProps {
  matches: MatchView[];
  onMatchClick?: MatchClickHandler;
}

function outcomeColor(match: MatchView, rowId: string) {
  const winner = [match.top, match.bottom].find((s) => s.isWinner)?.participant;
  if (!winner) return match.isDraw ? 'var(--mantine-color-gray-7)' : undefined;
  // Darker than Mantine's green-9 and red-9, for a 4.5:1 contrast on white.
  return winner.id === rowId ? '#1d5c2b' : '#a51d1d';
}

/** Everyone against everyone: a row's cell holds its score against the column's participant. */
export function RoundRobinTable({ matches, onMatchClick }: RoundRobinTableProps) {
  const participants = crossTableParticipants(matches);
  return (
    <Stack gap="xs">
      <Title order={4}>{strings.crossTableTitle}</Title>
      <ScrollArea type="auto">
        <Table withTableBorder withColumnBorders aria-label={strings.crossTableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{strings.column.participant}</Table.Th>
              {participants.map((p) => (
                <Table.Th key={p.id} scope="col">
                  {p.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {participants.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row">{row.name}</Table.Th>
                {participants.map((column) => (
                  <Table.Td key={column.id} ta="center">
                    {row.id === column.id
                      ? strings.crossTableSelf
                      : meetings(matches, row.id, column.id).map((match) => (
                          <UnstyledButton
                            key={match.id}
                            mx={4}
                            fz="sm"
                            c={outcomeColor(match, row.id)}
                            fw={match.state === 'completed' ? 700 : 400}
                            aria-label={matchLabel(match)}
                            onClick={() => onMatchClick?.(match)}
                          >
                            {scoreFor(match, row.id)}
                          </UnstyledButton>
                        ))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
