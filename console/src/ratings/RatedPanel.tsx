import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../api/errors';
import { QueryState } from '../ui/QueryState';
import { useSetTournamentRated, useTournamentRatings } from './api';
import { t } from '../i18n/i18n';

/** Whether the tournament's results move the players' ratings; the server fixes it once it starts. */
export function RatedPanel({ tournamentId }: { tournamentId: string }) {
  const query = useTournamentRatings(tournamentId);
  const setRated = useSetTournamentRated(tournamentId);
  // The wish, kept while the change is on its way (see PublicPagePanel).
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} size="h4">
          {t('ratings.panelTitle')}
        </Title>
        <QueryState query={query}>
          {(data) => (
            <Stack gap="xs">
              <Switch
                label={t('ratings.rated')}
                checked={asked ?? data.rated}
                disabled={setRated.isPending}
                onChange={(event) => {
                  const wanted = event.currentTarget.checked;
                  setAsked(wanted);
                  setRated.mutate(wanted, { onSettled: () => setAsked(null) });
                }}
              />
              <Text size="sm" c="gray.7">
                {t('ratings.fixedOnceOngoing')}
              </Text>
              {setRated.error && (
                <Alert color="red" role="alert">
                  {describeError(setRated.error)}
                </Alert>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
