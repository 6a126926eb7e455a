import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../ui/FormFooter';
import { useServerErrors } from '../../ui/forms';
import { useUpdateParticipant, type Participant } from '../api/participants';
import { participantBody, participantValues, type ParticipantValues } from './participant-form';
import { ParticipantFields } from './ParticipantFields';
import { t } from '../../i18n/i18n';

/** Renames, reseeds or changes the players of a staff-created participant. */
export function EditParticipantDialog({
  tournamentId,
  participant,
  solo,
  onClose,
}: {
  tournamentId: string;
  participant: Participant;
  solo: boolean;
  onClose(): void;
}) {
  const update = useUpdateParticipant(tournamentId);
  const form = useForm<ParticipantValues>({ initialValues: participantValues(participant, solo) });
  const errors = useServerErrors(form);
  const submit = form.onSubmit((values) => {
    errors.clear();
    const { seed, ...rest } = participantBody(values, solo);
    update.mutate(
      { participantId: participant.participantId, body: { ...rest, seed: seed ?? null } },
      { onSuccess: onClose, onError: errors.onError },
    );
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tournaments.participants.editName', { name: participant.name })}
      size="lg"
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('tournaments.participants.editName', { name: participant.name })}
      >
        <Stack>
          <ParticipantFields form={form} solo={solo} />
          <FormFooter
            error={errors.formError}
            submitLabel={t('tournaments.participants.save')}
            submitting={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
