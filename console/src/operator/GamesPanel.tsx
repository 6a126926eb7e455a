import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type Schemas } from '../api/client';
import { useServerErrors } from '../ui/forms';
import { QueryState } from '../ui/QueryState';

type GameWithMaps = Schemas['GameWithMaps'];

/**
 * Adds a game, and edits one by its id (the operator's API has no list of games yet: the id
 * comes from the creation, from GET /games, or from `tourney games list`).
 */
export function GamesPanel() {
  const [gameId, setGameId] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Games
        </Title>
        <GameForm onSaved={(game) => setOpened(game.id)} />
        <Group align="flex-end">
          <TextInput
            label="Game id"
            value={gameId}
            onChange={(event) => setGameId(event.currentTarget.value.trim())}
          />
          <Button variant="light" disabled={!gameId} onClick={() => setOpened(gameId)}>
            Open
          </Button>
        </Group>
        {opened && <EditGame gameId={opened} />}
      </Stack>
    </Paper>
  );
}

function EditGame({ gameId }: { gameId: string }) {
  const game = useQuery({
    queryKey: ['operator', 'games', gameId],
    queryFn: () =>
      unwrap<GameWithMaps>(
        api.GET('/api/v1/admin/games/{gameId}', { params: { path: { gameId } } }),
      ),
  });
  return (
    <QueryState query={game}>
      {(loaded) => (
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed" mb="xs">
            Game id {loaded.id}
          </Text>
          <GameForm
            key={loaded.id + loaded.mapCount}
            game={loaded}
            onSaved={() => game.refetch()}
          />
        </Paper>
      )}
    </QueryState>
  );
}

const mapsFrom = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => ({ name }));

function GameForm({ game, onSaved }: { game?: GameWithMaps; onSaved(game: GameWithMaps): void }) {
  const form = useForm({
    initialValues: {
      name: game?.name ?? '',
      shortName: game?.shortName ?? '',
      maps: game?.maps.map((m) => m.name).join('\n') ?? '',
    },
  });
  const { formError, onError, clear } = useServerErrors(form);
  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      const body = { name: values.name, shortName: values.shortName, maps: mapsFrom(values.maps) };
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
    onSuccess: (saved) => {
      if (!game) form.reset();
      onSaved(saved);
    },
    onError,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label="Game name" required {...form.getInputProps('name')} />
          <TextInput label="Short name" {...form.getInputProps('shortName')} />
        </Group>
        <Textarea
          label="Maps"
          description="One per line, in order"
          autosize
          minRows={3}
          {...form.getInputProps('maps')}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {game ? 'Save game' : 'Add game'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
