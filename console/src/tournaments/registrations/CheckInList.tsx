import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { useApprovedRegistrations, useCheckIn, type Registration } from '../api/registrations';
import type { Tournament } from '../api/tournaments';
import { formatDateTime } from '../codes';

const MINUTE = 60_000;

/** When participants may check themselves in: the server enforces it; this only says it. */
function windowText(t: Tournament) {
  const start = Date.parse(t.startTime);
  const opens = new Date(start - (t.checkInWindowMinutes ?? 0) * MINUTE).toISOString();
  return `Teams check in from ${formatDateTime(opens)} until the start (${formatDateTime(t.startTime)}). You can check anyone in or out at any time.`;
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
            Check-in
          </Title>
          <Text aria-live="polite">
            {checkedIn} of {rows.length} approved teams checked in
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {windowText(tournament)} When a round is generated, teams not checked in are left out and
          marked no-show.
        </Text>
        {approved.error && <Alert color="red">{describeError(approved.error)}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Table aria-label="Check-in list" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th>Checked in</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.registrationId} data-testid={`check-in-${r.participantName}`}>
                <Table.Td>
                  {r.participantName}{' '}
                  {r.noShow && (
                    <Badge color="red" variant="light">
                      No-show
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {r.checkedInAt ? formatDateTime(r.checkedInAt) : 'Not checked in'}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={r.checkedInAt ? 'outline' : 'filled'}
                    aria-label={`${r.checkedInAt ? 'Check out' : 'Check in'} ${r.participantName}`}
                    disabled={checkIn.isPending}
                    onClick={() => act(r, r.checkedInAt === null)}
                  >
                    {r.checkedInAt ? 'Check out' : 'Check in'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {approved.data && rows.length === 0 && <Text c="gray.7">No approved teams yet.</Text>}
      </Stack>
    </Card>
  );
}
