import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ApiError, describeError } from '../../api/errors';
import { notify } from './notify';
import { addGame, initialResultValues, toResultBody, type ResultFormValues } from './result-form';
import { useRefreshRound, type ApiMatch } from './round-data';
import { FormFooter } from '../../ui/FormFooter';

export interface MatchResultDialogProps {
  match: ApiMatch;
  /** Map names to suggest, the game's first; the server also takes a name outside its catalogue. */
  mapNames: string[];
  onClose: () => void;
  /** The match as the server saved it. */
  onSaved: (match: ApiMatch) => void;
  /** Settle the match's reported scores (dispute queue) instead of entering a plain result. */
  resolve?: boolean;
}

type ResultBody = ReturnType<typeof toResultBody>;

/** A plain result, or the resolution of reported scores: the server applies either the same way. */
async function submit(matchId: string, body: ResultBody, resolve: boolean): Promise<ApiMatch> {
  const params = { path: { matchId } };
  if (!resolve) return unwrap(api.POST('/api/v1/matches/{matchId}/result', { params, body }));
  const report = await unwrap(
    api.POST('/api/v1/matches/{matchId}/reports/resolve', { params, body }),
  );
  return report.match;
}

/** Enter or correct a duel's result: per-game scores with their map, or a forfeit. */
export function MatchResultDialog({
  match,
  mapNames,
  onClose,
  onSaved,
  resolve = false,
}: MatchResultDialogProps) {
  const detail = match.duelDetail;
  const [name1, name2] = [
    detail.participant1Name ?? 'Participant 1',
    detail.participant2Name ?? 'Participant 2',
  ];
  const form = useForm<ResultFormValues>({ initialValues: initialResultValues(match) });
  const refresh = useRefreshRound(match.roundId);
  const save = useMutation({
    mutationFn: (values: ResultFormValues) => submit(match.matchId, toResultBody(values), resolve),
    onSuccess: async (saved) => {
      await refresh();
      notify('green', `Result of match ${match.matchNumber} saved`);
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.byField);
    },
  });
  const refusal = save.error;
  const games = form.getValues().games;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Match ${match.matchNumber}: ${name1} vs ${name2}`}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Best of {match.bestOf}. Enter each game's score in play order.
          </Text>
          {games.map((_, index) => (
            <Group key={form.key(`games.${index}`)} align="flex-end" wrap="nowrap">
              <NumberInput
                label={`${name1}, game ${index + 1}`}
                min={0}
                allowDecimal={false}
                {...form.getInputProps(`games.${index}.participant1Score`)}
                key={form.key(`games.${index}.participant1Score`)}
              />
              <NumberInput
                label={`${name2}, game ${index + 1}`}
                min={0}
                allowDecimal={false}
                {...form.getInputProps(`games.${index}.participant2Score`)}
                key={form.key(`games.${index}.participant2Score`)}
              />
              <Autocomplete
                label={`Map, game ${index + 1}`}
                data={mapNames}
                maxDropdownHeight={240}
                {...form.getInputProps(`games.${index}.mapName`)}
                key={form.key(`games.${index}.mapName`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={`Remove game ${index + 1}`}
                disabled={games.length === 1}
                onClick={() => form.removeListItem('games', index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {form.errors.games && (
            <Text c="red" size="sm">
              {form.errors.games}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            disabled={games.length >= match.bestOf}
            onClick={() => form.setFieldValue('games', addGame(form.getValues()))}
          >
            Add game
          </Button>
          <Radio.Group
            label="Forfeit"
            {...form.getInputProps('forfeitBy')}
            error={form.errors.forfeitBy}
          >
            <Group mt={4}>
              <Radio value="none" label="No forfeit" />
              <Radio value="1" label={`${name1} forfeits`} />
              <Radio value="2" label={`${name2} forfeits`} />
            </Group>
          </Radio.Group>
          <FormFooter
            error={
              refusal &&
              describeError(refusal) +
                (refusal instanceof ApiError && refusal.reason ? ` (${refusal.reason})` : '')
            }
            errorTitle="The result was not saved"
            submitLabel={resolve ? 'Resolve with this score' : 'Save result'}
            submitting={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
