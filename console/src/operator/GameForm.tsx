import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { useServerErrors } from '../ui/forms';
import { mapLineErrors, mapsFrom } from './game-maps';
import { FormFooter } from '../ui/FormFooter';
import { t } from '../i18n/i18n';

export type GameWithMaps = Schemas['GameWithMaps'];

/** Adds a game, or edits `game`: its names, genre and maps (the list replaces the old one). */
export function GameForm({
  game,
  onSaved,
}: {
  game?: GameWithMaps;
  onSaved(game: GameWithMaps): void;
}) {
  const form = useForm({
    initialValues: {
      name: game?.name ?? '',
      shortName: game?.shortName ?? '',
      genre: game?.genre ?? '',
      maps: game?.maps.map((m) => m.name).join('\n') ?? '',
    },
  });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      const body = { ...values, maps: mapsFrom(values.maps, game?.maps ?? []) };
      return game
        ? unwrap<GameWithMaps>(
            api.PUT('/api/v1/admin/games/{gameId}', {
              params: { path: { gameId: game.id } },
              body,
            }),
          )
        : unwrap<GameWithMaps>(api.POST('/api/v1/admin/games', { body }));
    },
    onMutate: clear,
    onSuccess: onSaved,
    onError: (error) => {
      onError(error);
      const maps = mapLineErrors(error);
      if (maps) form.setFieldError('maps', maps);
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values), onInvalid)}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label={t('operator.gameName')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput label={t('operator.shortName')} {...form.getInputProps('shortName')} />
        </Group>
        <TextInput label={t('operator.genre')} {...form.getInputProps('genre')} />
        <Textarea
          label={t('operator.maps')}
          description={t('operator.mapsHint')}
          autosize
          minRows={3}
          {...form.getInputProps('maps')}
        />
        <FormFooter
          error={formError}
          submitLabel={game ? t('operator.saveGame') : t('operator.addGame')}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}
