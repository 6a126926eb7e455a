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
import { notify } from './notify';
import {
  addGame,
  initialResultValues,
  oneGameWonBy,
  toResultBody,
  type ResultFormValues,
} from './result-form';
import { useRefreshRound, type ApiMatch } from './round-data';
import { FormFooter } from '../../ui/FormFooter';
import { t } from '../../i18n/i18n';
import { useServerErrors } from '../../ui/forms';
import { WinnerButtons } from './WinnerButtons';

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

/**
 * The result's problems that concern no input of their own ("needs at least one game") show at
 * the first score, where the person fixes them; the sentences name them so.
 */
const RESULT_ERRORS = {
  fieldPath: (field: string) => (field === 'games' ? 'games.0.participant1Score' : field),
  // Read when a refusal arrives, in the page's language then.
  get labels() {
    return { games: t('tournaments.round.theResult'), forfeitBy: t('tournaments.round.forfeit') };
  },
};

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
    detail.participant1Name ?? t('tournaments.reports.participant', { number: 1 }),
    detail.participant2Name ?? t('tournaments.reports.participant', { number: 2 }),
  ];
  const form = useForm<ResultFormValues>({ initialValues: initialResultValues(match) });
  const { formError, onError, clear, formRef } = useServerErrors(form, RESULT_ERRORS);
  const refresh = useRefreshRound(match.roundId);
  const save = useMutation({
    mutationFn: (values: ResultFormValues) => submit(match.matchId, toResultBody(values), resolve),
    onSuccess: async (saved) => {
      await refresh();
      notify('green', t('tournaments.round.resultSaved', { number: match.matchNumber }));
      onSaved(saved);
    },
    onMutate: clear,
    onError,
  });
  const games = form.getValues().games;
  const quickWinner =
    !resolve &&
    match.bestOf === 1 &&
    detail.participant1Id !== null &&
    detail.participant2Id !== null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tournaments.round.resultTitle', {
        number: match.matchNumber,
        first: name1,
        second: name2,
      })}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          {quickWinner && (
            <WinnerButtons
              names={[name1, name2]}
              disabled={save.isPending}
              onWinner={(side) => save.mutate(oneGameWonBy(side, form.getValues()))}
            />
          )}
          <Text size="sm" c="gray.7">
            {t('tournaments.round.bestOf', { count: match.bestOf })}
          </Text>
          {games.map((_, index) => (
            <Group key={form.key(`games.${index}`)} align="flex-end" wrap="nowrap">
              <NumberInput
                label={t('tournaments.round.gameScore', { name: name1, number: index + 1 })}
                min={0}
                allowDecimal={false}
                // The dialog opens on the first score, not on its Close button.
                data-autofocus={index === 0 ? true : undefined}
                {...form.getInputProps(`games.${index}.participant1Score`)}
                key={form.key(`games.${index}.participant1Score`)}
              />
              <NumberInput
                label={t('tournaments.round.gameScore', { name: name2, number: index + 1 })}
                min={0}
                allowDecimal={false}
                {...form.getInputProps(`games.${index}.participant2Score`)}
                key={form.key(`games.${index}.participant2Score`)}
              />
              <Autocomplete
                label={t('tournaments.round.gameMap', { number: index + 1 })}
                data={mapNames}
                maxDropdownHeight={240}
                {...form.getInputProps(`games.${index}.mapName`)}
                key={form.key(`games.${index}.mapName`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('tournaments.round.removeGame', { number: index + 1 })}
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
            {t('tournaments.round.addGame')}
          </Button>
          <Radio.Group
            label={t('tournaments.round.forfeit')}
            {...form.getInputProps('forfeitBy')}
            error={form.errors.forfeitBy}
          >
            <Group mt={4}>
              <Radio value="none" label={t('tournaments.round.noForfeit')} />
              <Radio value="1" label={t('tournaments.reports.forfeits', { name: name1 })} />
              <Radio value="2" label={t('tournaments.reports.forfeits', { name: name2 })} />
            </Group>
          </Radio.Group>
          <FormFooter
            error={formError}
            errorTitle={t('tournaments.round.resultNotSaved')}
            submitLabel={
              resolve ? t('tournaments.round.resolveWith') : t('tournaments.round.saveResult')
            }
            submitting={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
