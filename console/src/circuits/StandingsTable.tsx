import { Badge, Table, Text } from '@mantine/core';
import type { Schemas } from '../api/client';
import { t } from '../i18n/i18n';

type Line = Schemas['CircuitStandingLine'];

/** A circuit's standings: rank, participant, points and each tournament's place. */
export function CircuitStandingsTable({ lines, caption }: { lines: Line[]; caption: string }) {
  if (lines.length === 0) return <Text c="gray.7">{t('circuits.standings.noResults')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <caption style={{ textAlign: 'left' }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('circuits.standings.rank')}</Table.Th>
            <Table.Th scope="col">{t('circuits.standings.participant')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('circuits.standings.points')}
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              {t('circuits.standings.results')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.participantType}:${line.participantId}`}>
              <Table.Td>{line.rank ?? '–'}</Table.Td>
              <Table.Td>
                <Text fw={500}>
                  {line.participantName || t('circuits.standings.deletedPlayer')}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('circuits.standings.events', { count: line.eventsPlayed })}
                  {line.rank === null ? ` · ${t('circuits.standings.notRanked')}` : ''}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text fw={700}>{line.points}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {line.results.map((r) => (
                  <Badge
                    key={r.tournamentId}
                    variant={r.counted ? 'light' : 'outline'}
                    color={r.counted ? 'blue' : 'gray'}
                    mr={4}
                    title={t(
                      r.counted
                        ? 'circuits.standings.result'
                        : 'circuits.standings.resultNotCounted',
                      { tournament: r.tournamentName, place: placeLabel(r), points: r.points },
                    )}
                  >
                    {placeLabel(r)} · {r.points}
                  </Badge>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const placeLabel = (r: { placement: number; placementEnd: number }) =>
  r.placementEnd > r.placement ? `${r.placement}–${r.placementEnd}` : `#${r.placement}`;
