import { Button, Group, Modal, Paper, Stack, Table, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../api/client';
import { PagePicker, QueryState } from '../ui/QueryState';
import { GameForm, type GameWithMaps } from './GameForm';
import { t } from '../i18n/i18n';

const GAMES_KEY = ['operator', 'games'] as const;
const PAGE_SIZE = 20;

/** What the dialog is doing: adding a game, or editing the one given. */
type Editing = { mode: 'add' } | { mode: 'edit'; game: GameWithMaps };

/** The game catalogue, by name, a page at a time; a game opens in a dialog to edit. */
export function GamesPanel() {
  const queryClient = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const games = useQuery({
    queryKey: [...GAMES_KEY, pageNumber],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/games', { params: { query: { pageNumber, pageSize: PAGE_SIZE } } }),
      ),
    placeholderData: keepPreviousData,
  });
  const onSaved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: GAMES_KEY });
  };
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('operator.games')}
          </Title>
          <Button onClick={() => setEditing({ mode: 'add' })}>{t('operator.addGame')}</Button>
        </Group>
        <QueryState query={games} empty={t('operator.noGames')} items={(page) => page.games}>
          {(page) => (
            <>
              <GamesTable
                games={page.games}
                onEdit={(game) => setEditing({ mode: 'edit', game })}
              />
              <PagePicker
                totalPages={page.totalPages}
                value={pageNumber}
                onChange={setPageNumber}
              />
            </>
          )}
        </QueryState>
      </Stack>
      {editing && (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={
            editing.mode === 'edit'
              ? t('operator.editName', { name: editing.game.name })
              : t('operator.addAGame')
          }
          size="lg"
        >
          <GameForm game={editing.mode === 'edit' ? editing.game : undefined} onSaved={onSaved} />
        </Modal>
      )}
    </Paper>
  );
}

function GamesTable({
  games,
  onEdit,
}: {
  games: GameWithMaps[];
  onEdit(game: GameWithMaps): void;
}) {
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tournaments.dashboard.name')}</Table.Th>
          <Table.Th>{t('operator.genre')}</Table.Th>
          <Table.Th>{t('operator.maps')}</Table.Th>
          <Table.Th>{t('tournaments.registrations.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {games.map((game) => (
          <Table.Tr key={game.id}>
            <Table.Td>{game.name}</Table.Td>
            <Table.Td>{game.genre}</Table.Td>
            <Table.Td title={game.maps.map((map) => map.name).join(', ')}>{game.mapCount}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                aria-label={t('operator.editName', { name: game.name })}
                onClick={() => onEdit(game)}
              >
                {t('operator.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
