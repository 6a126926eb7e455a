import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import classes from './bracket.module.css';
import type { StandingView } from './model';
import { useMoreToTheRight } from './use-overflow';
import { bracketStrings as strings } from './strings';

export interface StandingsTableProps {
  standings: StandingView[];
  caption?: string;
  /** Elimination rounds: a column of final places ("5–6"), the order's reason. */
  byPlacement?: boolean;
}

/** Duel standings in the server's order, with its rank (and final place, in elimination). */
export function StandingsTable({
  standings,
  caption = strings.standingsCaption,
  byPlacement = false,
}: StandingsTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const moreToTheRight = useMoreToTheRight(frame);
  const hintId = useId();
  return (
    <Stack gap="xs">
      <Title order={4}>{caption}</Title>
      {/* On a phone the table scrolls sideways inside its frame (by keyboard too), not the page;
          a shadow on the right edge and a line under it say so while columns are out of sight. */}
      <div className={classes.tableEdge} data-more-to-the-right={moreToTheRight || undefined}>
        <div
          ref={frame}
          className={classes.tableFrame}
          role="region"
          aria-label={caption}
          aria-describedby={moreToTheRight ? hintId : undefined}
          tabIndex={0}
        >
          <Table striped withTableBorder miw={420} aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{strings.column.rank}</Table.Th>
                {byPlacement && <Table.Th scope="col">{strings.column.place}</Table.Th>}
                <Table.Th scope="col">{strings.column.participant}</Table.Th>
                <Table.Th scope="col">{strings.column.played}</Table.Th>
                <Table.Th scope="col">{strings.column.wins}</Table.Th>
                <Table.Th scope="col">{strings.column.draws}</Table.Th>
                <Table.Th scope="col">{strings.column.losses}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {standings.map((line) => (
                <Table.Tr key={line.participant.id}>
                  <Table.Td>{line.rank}</Table.Td>
                  {byPlacement && <Table.Td>{line.placement ?? strings.stillIn}</Table.Td>}
                  <Table.Th scope="row">{line.participant.name}</Table.Th>
                  <Table.Td>{line.played}</Table.Td>
                  <Table.Td>{line.wins}</Table.Td>
                  <Table.Td>{line.draws}</Table.Td>
                  <Table.Td>{line.losses}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </div>
      {moreToTheRight && (
        <Text id={hintId} size="sm" c="gray.7" ta="right">
          {strings.scrollSideways}
        </Text>
      )}
    </Stack>
  );
}
