import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { describeError } from '../../api/errors';
import { useWaitlist } from '../api/registrations';
import { formatDateTime } from '../codes';
import { t } from '../../i18n/i18n';

/** The waitlist in promotion order: the first takes the next place that frees up. */
export function WaitlistList({ tournamentId }: { tournamentId: string }) {
  const waitlist = useWaitlist(tournamentId);
  const rows = waitlist.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="waitlist-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="waitlist-title">
          {t('tournaments.waitlist.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('tournaments.waitlist.hint')}
        </Text>
        {waitlist.error && <Alert color="red">{describeError(waitlist.error)}</Alert>}
        {waitlist.data && rows.length === 0 ? (
          <Text c="gray.7">{t('tournaments.waitlist.empty')}</Text>
        ) : (
          <List type="ordered" aria-label={t('tournaments.waitlist.title')}>
            {rows.map((r) => (
              <List.Item key={r.registrationId}>
                {r.participantName}{' '}
                <Text span size="sm" c="gray.7">
                  {t('tournaments.waitlist.registered', { when: formatDateTime(r.createdAt) })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
