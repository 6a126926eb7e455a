import { Alert, Button, Group, List, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddMany, type AddedParticipants } from '../api/participants';
import { LineErrors } from './LineErrors';
import { t } from '../../i18n/i18n';

/** A textarea of participants, one a line: checked by the server first, then added together. */
export function PasteParticipants({ tournamentId, solo }: { tournamentId: string; solo: boolean }) {
  const addMany = useAddMany(tournamentId);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<AddedParticipants | null>(null);
  const run = (dryRun: boolean) => {
    setPreview(null);
    addMany.mutate(
      { text, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) return setPreview(result);
          notifications.show({
            message: t('tournaments.participants.added', { count: result.count }),
          });
          setText('');
        },
      },
    );
  };
  return (
    <Stack>
      <Textarea
        label={t('tournaments.participants.pasteLabel')}
        description={t(
          solo
            ? 'tournaments.participants.pasteSoloHint'
            : 'tournaments.participants.pasteTeamHint',
        )}
        placeholder={t(
          solo
            ? 'tournaments.participants.pasteSoloExample'
            : 'tournaments.participants.pasteTeamExample',
        )}
        autosize
        minRows={4}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPreview(null);
          addMany.reset();
        }}
      />
      <LineErrors error={addMany.error} />
      {preview && (
        <Alert color="green" title={t('tournaments.participants.ready', { count: preview.count })}>
          <List size="sm" aria-label={t('tournaments.participants.preview')}>
            {preview.items.map((p) => (
              <List.Item key={p.participantId}>
                {p.name}
                {!solo && ` — ${p.players.map((x) => x.displayName).join(', ')}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          onClick={() => run(true)}
          disabled={!text.trim()}
          loading={addMany.isPending && addMany.variables?.dryRun === true}
        >
          {t('tournaments.participants.check')}
        </Button>
        <Button
          onClick={() => run(false)}
          disabled={!text.trim()}
          loading={addMany.isPending && !addMany.variables?.dryRun}
        >
          {t('tournaments.participants.addAll')}
        </Button>
      </Group>
    </Stack>
  );
}
