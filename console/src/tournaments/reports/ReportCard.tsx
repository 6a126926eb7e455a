import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MatchReport } from '../api/match-reports';
import { caseSummary, reporterText, scoreText, sideNames } from './report-text';

const when = (iso: string) => new Date(iso).toLocaleString();

/** One reported match: both sides' reports with their evidence, and the way to resolve it. */
export function ReportCard({ report, onResolve }: { report: MatchReport; onResolve(): void }) {
  const names = sideNames(report);
  const title = `Match ${report.match.matchNumber} · ${report.match.roundName}: ${names[0]} vs ${names[1]}`;
  return (
    <Card withBorder component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          {report.disputed ? (
            <Badge color="red" variant="dot">
              Disputed
            </Badge>
          ) : (
            <Badge color="yellow" variant="dot">
              Waiting for confirmation
            </Badge>
          )}
        </Group>
        <Text size="sm">{caseSummary(report)}</Text>
        {report.autoConfirmAt && (
          <Text size="sm" c="gray.7">
            Applies as reported at {when(report.autoConfirmAt)} unless answered.
          </Text>
        )}
        <Table aria-label={`Reports of match ${report.match.matchNumber}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Side</Table.Th>
              <Table.Th>Reported by</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>Evidence</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.reports.map((side) => (
              <Table.Tr key={side.side}>
                <Table.Td>{side.participantName ?? names[side.side - 1]}</Table.Td>
                <Table.Td>{reporterText(side)}</Table.Td>
                <Table.Td>
                  {side.confirmed ? 'Confirmed the other side' : scoreText(side, names)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {side.evidenceUrls.map((url, i) => (
                      <Anchor
                        key={url}
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                      >
                        Evidence {i + 1} ({new URL(url).hostname})
                      </Anchor>
                    ))}
                    {side.evidenceUrls.length === 0 && '—'}
                  </Stack>
                </Table.Td>
                <Table.Td>{when(side.reportedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button w="fit-content" onClick={onResolve}>
          Resolve: enter the score
        </Button>
      </Stack>
    </Card>
  );
}
