import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useUpdateTournament, type Tournament } from '../api/tournaments';
import { toUpdateBody, valuesFromTournament } from '../form/formValues';
import { TournamentForm } from '../form/TournamentForm';
import { t } from '../../i18n/i18n';

export function EditTab({ tournament }: { tournament: Tournament }) {
  const update = useUpdateTournament(tournament.tournamentId);
  // The form starts from the version last loaded; a save replaces it with the server's answer.
  const initial = useMemo(() => valuesFromTournament(tournament), [tournament]);
  return (
    <TournamentForm
      key={JSON.stringify(initial)}
      initialValues={initial}
      submitLabel={t('tournaments.edit.save')}
      passwordProtected={tournament.isPasswordProtected}
      onSubmit={async (values) => {
        const body = toUpdateBody(initial, values);
        if (Object.keys(body).length === 0) {
          notifications.show({ message: t('tournaments.edit.nothingChanged') });
          return;
        }
        await update.mutateAsync(body);
        notifications.show({ color: 'green', message: t('tournaments.edit.saved') });
      }}
    />
  );
}
