import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MatchReport } from '../api/match-reports';
import { formatDateTime as when } from '../../i18n/dates';
import { caseSummary, reporterText, scoreText, sideNames } from './report-text';
import { t } from '../../i18n/i18n';

/** One reported match: both sides' reports with their evidence, and the way to resolve it. */
export function ReportCard({ report, onResolve }: { report: MatchReport; onResolve(): void }) {
  const names = sideNames(report);
  const title = t('tournaments.reports.cardTitle', {
    number: report.match.matchNumber,
    round: report.match.roundName,
    first: names[0],
    second: names[1],
  });
  return (
    <Card withBorder component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          {report.disputed ? (
            <Badge color="red" variant="dot">
              {t('tournaments.reports.disputed')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="dot">
              {t('tournaments.reports.waiting')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{caseSummary(report)}</Text>
        {report.autoConfirmAt && (
          <Text size="sm" c="gray.7">
            {t('tournaments.reports.autoConfirm', { when: when(report.autoConfirmAt) })}
          </Text>
        )}
        <Table
          aria-label={t('tournaments.reports.tableLabel', { number: report.match.matchNumber })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.reports.side')}</Table.Th>
              <Table.Th>{t('tournaments.reports.reportedBy')}</Table.Th>
              <Table.Th>{t('tournaments.reports.score')}</Table.Th>
              <Table.Th>{t('tournaments.reports.evidence')}</Table.Th>
              <Table.Th>{t('tournaments.reports.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.reports.map((side) => (
              <Table.Tr key={side.side}>
                <Table.Td>{side.participantName ?? names[side.side - 1]}</Table.Td>
                <Table.Td>{reporterText(side)}</Table.Td>
                <Table.Td>
                  {side.confirmed
                    ? t('tournaments.reports.confirmedOther')
                    : scoreText(side, names)}
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
                        {t('tournaments.reports.evidenceLink', {
                          number: i + 1,
                          host: new URL(url).hostname,
                        })}
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
          {t('tournaments.reports.resolve')}
        </Button>
      </Stack>
    </Card>
  );
}
