import { Anchor, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagePicker, QueryState } from '../ui/QueryState';
import { useGames } from '../tournaments/api/catalogue';
import { formatRating, useLeaderboard, type LeaderboardEntry } from './api';
import { t } from '../i18n/i18n';

/** A game's players by rating: the game and page live in the URL, so a link shows the same list. */
export function LeaderboardPage() {
  const games = useGames();
  const [params, setParams] = useSearchParams();
  const gameId = params.get('gameId') ?? games.data?.games[0]?.id ?? null;
  const [pageNumber, setPageNumber] = useState(1);
  const [minMatches, setMinMatches] = useState(0);
  const board = useLeaderboard(gameId, pageNumber, minMatches);
  return (
    <Stack>
      <Title order={2}>{t('ratings.leaderboard')}</Title>
      <Text c="dimmed" size="sm">
        {t('ratings.explanation')}
      </Text>
      <Group align="flex-end">
        <Select
          label={t('ratings.game')}
          data={(games.data?.games ?? []).map((g) => ({ value: g.id, label: g.name }))}
          value={gameId}
          onChange={(value) => {
            setPageNumber(1);
            if (value) setParams({ gameId: value });
          }}
          allowDeselect={false}
        />
        <NumberInput
          label={t('ratings.minMatches')}
          min={0}
          allowDecimal={false}
          value={minMatches}
          onChange={(value) => {
            setPageNumber(1);
            setMinMatches(Number(value) || 0);
          }}
        />
      </Group>
      {gameId && (
        <QueryState query={board} empty={t('ratings.noPlayers')} items={(d) => d.items}>
          {(data) => (
            <>
              <LeaderboardTable entries={data.items} />
              <PagePicker
                totalPages={data.totalPages}
                value={pageNumber}
                onChange={setPageNumber}
              />
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function LeaderboardTable({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <Table striped aria-label={t('ratings.leaderboard')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ratings.rank')}</Table.Th>
          <Table.Th>{t('ratings.player')}</Table.Th>
          <Table.Th>{t('ratings.rating')}</Table.Th>
          <Table.Th>{t('ratings.skill')}</Table.Th>
          <Table.Th>{t('ratings.matches')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.userId}>
            <Table.Td>{e.rank}</Table.Td>
            <Table.Td>
              {e.externalId === null ? (
                t('ratings.deletedPlayer')
              ) : (
                <Anchor component={Link} to={`players/${encodeURIComponent(e.externalId)}`}>
                  {e.displayName || e.username}
                </Anchor>
              )}
            </Table.Td>
            <Table.Td fw={700}>{formatRating(e.rating)}</Table.Td>
            <Table.Td>
              {formatRating(e.mu)} ± {formatRating(e.sigma)}
            </Table.Td>
            <Table.Td>{e.matchesPlayed}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
