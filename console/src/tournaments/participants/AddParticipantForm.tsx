import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormFooter } from '../../ui/FormFooter';
import { useServerErrors } from '../../ui/forms';
import { useAddParticipant } from '../api/participants';
import { emptyParticipant, participantBody, type ParticipantValues } from './participant-form';
import { ParticipantFields } from './ParticipantFields';
import { t } from '../../i18n/i18n';

/** Adds one team with its players, or one solo player, approved at once. */
export function AddParticipantForm({
  tournamentId,
  solo,
}: {
  tournamentId: string;
  solo: boolean;
}) {
  const add = useAddParticipant(tournamentId);
  const form = useForm<ParticipantValues>({ initialValues: emptyParticipant(solo) });
  const errors = useServerErrors(form);
  const submit = form.onSubmit((values) => {
    errors.clear();
    add.mutate(participantBody(values, solo), {
      onSuccess: (added) => {
        notifications.show({
          message: t('tournaments.participants.addedOne', { name: added.name }),
        });
        form.setValues(emptyParticipant(solo));
      },
      onError: errors.onError,
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(
        solo ? 'tournaments.participants.addPlayer' : 'tournaments.participants.addTeam',
      )}
    >
      <Stack>
        <ParticipantFields form={form} solo={solo} />
        <FormFooter
          error={errors.formError}
          submitLabel={t(
            solo ? 'tournaments.participants.addThePlayer' : 'tournaments.participants.addTheTeam',
          )}
          submitting={add.isPending}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
