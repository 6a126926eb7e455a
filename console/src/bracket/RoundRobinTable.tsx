import { ScrollArea, Table, UnstyledButton } from '@mantine/core';
import { crossTableParticipants, meetings, scoreFor } from './cross-table';
import { matchLabel } from './labels';
import type { MatchClickHandler, MatchView } from './model';

export interface RoundRobinTableProps {
  matches: MatchView[];
  onMatchClick?: MatchClickHandler;
}

function outcomeColor(match: MatchView, rowId: string) {
  const winner = [match.top, match.bottom].find((s) => s.isWinner)?.participant;
  if (!winner) return match.isDraw ? 'var(--mantine-color-gray-7)' : undefined;
  return winner.id === rowId ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-red-9)';
}

/** Everyone against everyone: a row's cell holds its score against the column's participant. */
export function RoundRobinTable({ matches, onMatchClick }: RoundRobinTableProps) {
  const participants = crossTableParticipants(matches);
  return (
    <ScrollArea type="auto">
      <Table withTableBorder withColumnBorders aria-label="Cross table" captionSide="top">
        <Table.Caption>Cross table (row against column)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Participant</Table.Th>
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
                    ? '—'
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
  );
}
