import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { useApprovedRegistrations, useCheckIn, type Registration } from '../api/registrations';
import type { Tournament } from '../api/tournaments';
import { formatDateTime } from '../codes';
import { t } from '../../i18n/i18n';

const MINUTE = 60_000;

/** When participants may check themselves in: the server enforces it; this only says it. */
function windowText(tournament: Tournament) {
  const start = Date.parse(tournament.startTime);
  const opens = new Date(start - (tournament.checkInWindowMinutes ?? 0) * MINUTE).toISOString();
  return t('tournaments.checkIn.window', {
    opens: formatDateTime(opens),
    start: formatDateTime(tournament.startTime),
  });
}

/** The approved teams with who checked in when, no-shows marked, and check in/out buttons. */
export function CheckInList({ tournament }: { tournament: Tournament }) {
  const approved = useApprovedRegistrations(tournament.tournamentId);
  const checkIn = useCheckIn(tournament.tournamentId);
  const [error, setError] = useState<string | null>(null);
  const rows = approved.data ?? [];
  const checkedIn = rows.filter((r) => r.checkedInAt !== null).length;
  const act = (r: Registration, on: boolean) => {
    setError(null);
    checkIn.mutate(
      { registrationId: r.registrationId, checkedIn: on },
      { onError: (e) => setError(`${r.participantName}: ${e.message}`) },
    );
  };
  return (
    <Card withBorder component="section" aria-labelledby="check-in-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4" id="check-in-title">
            {t('tournaments.checkIn.title')}
          </Title>
          <Text aria-live="polite">
            {t('tournaments.checkIn.count', { count: rows.length, checkedIn })}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {windowText(tournament)} {t('tournaments.checkIn.noShowRule')}
        </Text>
        {approved.error && <Alert color="red">{describeError(approved.error)}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Table aria-label={t('tournaments.checkIn.list')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.registrations.team')}</Table.Th>
              <Table.Th>{t('tournaments.checkIn.checkedIn')}</Table.Th>
              <Table.Th>{t('tournaments.checkIn.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.registrationId} data-testid={`check-in-${r.participantName}`}>
                <Table.Td>
                  {r.participantName}{' '}
                  {r.noShow && (
                    <Badge color="red" variant="light">
                      {t('tournaments.registrations.noShow')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {r.checkedInAt
                    ? formatDateTime(r.checkedInAt)
                    : t('tournaments.checkIn.notCheckedIn')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={r.checkedInAt ? 'outline' : 'filled'}
                    aria-label={t(
                      r.checkedInAt
                        ? 'tournaments.checkIn.checkOutName'
                        : 'tournaments.checkIn.checkInName',
                      { name: r.participantName },
                    )}
                    disabled={checkIn.isPending}
                    onClick={() => act(r, r.checkedInAt === null)}
                  >
                    {r.checkedInAt
                      ? t('tournaments.checkIn.checkOut')
                      : t('tournaments.checkIn.checkIn')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {approved.data && rows.length === 0 && (
          <Text c="gray.7">{t('tournaments.checkIn.none')}</Text>
        )}
      </Stack>
    </Card>
  );
}
