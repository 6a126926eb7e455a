import { Anchor, Center, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, QueryState } from '../ui/QueryState';
import { formatRating, usePlayerRatings, useRatingHistory, type RatingChange } from './api';
import { t } from '../i18n/i18n';

// The chart library is loaded with the chart, so the leaderboard does not pay for it.
const RatingChart = lazy(() => import('./RatingChart'));

/** A player's rating in each game, and the history of one as a chart and a list. */
export function PlayerPage() {
  const { externalId = '' } = useParams();
  const player = usePlayerRatings(externalId);
  const [chosen, setChosen] = useState<string | null>(null);
  const gameId = chosen ?? player.data?.ratings[0]?.gameId ?? null;
  const history = useRatingHistory(externalId, gameId);
  return (
    <Stack>
      <Anchor component={Link} to="/ratings">
        {t('ratings.backToLeaderboard')}
      </Anchor>
      <QueryState query={player}>
        {(data) => (
          <Stack>
            <Title order={2}>{data.username}</Title>
            {data.ratings.length === 0 ? (
              <Text c="gray.7">{t('ratings.noRatedMatch')}</Text>
            ) : (
              <>
                {data.ratings.length > 1 && (
                  <SegmentedControl
                    aria-label={t('ratings.game')}
                    value={gameId ?? undefined}
                    onChange={setChosen}
                    data={data.ratings.map((r) => ({ value: r.gameId, label: r.gameName }))}
                  />
                )}
                <Table aria-label={t('ratings.ratingsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('ratings.game')}</Table.Th>
                      <Table.Th>{t('ratings.rating')}</Table.Th>
                      <Table.Th>{t('ratings.rank')}</Table.Th>
                      <Table.Th>{t('ratings.skill')}</Table.Th>
                      <Table.Th>{t('ratings.matches')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.ratings.map((r) => (
                      <Table.Tr key={r.gameId}>
                        <Table.Td>{r.gameName}</Table.Td>
                        <Table.Td fw={700}>{formatRating(r.rating)}</Table.Td>
                        <Table.Td>#{r.rank}</Table.Td>
                        <Table.Td>
                          {formatRating(r.mu)} ± {formatRating(r.sigma)}
                        </Table.Td>
                        <Table.Td>{r.matchesPlayed}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
          </Stack>
        )}
      </QueryState>
      {gameId && (
        <QueryState query={history} items={(d) => d.items} empty={t('ratings.noChange')}>
          {(data) => <History changes={data.items} />}
        </QueryState>
      )}
    </Stack>
  );
}

function History({ changes }: { changes: RatingChange[] }) {
  return (
    <Stack>
      <Title order={3}>{t('ratings.history')}</Title>
      <Suspense
        fallback={
          <Center h={260}>
            <Loader aria-label={t('ratings.loadingChart')} />
          </Center>
        }
      >
        <RatingChart changes={changes} />
      </Suspense>
      <Table aria-label={t('ratings.changes')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ratings.played')}</Table.Th>
            <Table.Th>{t('ratings.tournament')}</Table.Th>
            <Table.Th>{t('ratings.change')}</Table.Th>
            <Table.Th>{t('ratings.ratingAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.changeId}>
              <Table.Td>{formatDate(c.playedAt)}</Table.Td>
              <Table.Td>{c.tournamentName}</Table.Td>
              <Table.Td c={c.ratingChange >= 0 ? 'teal.9' : 'red.9'}>
                {c.ratingChange >= 0 ? '+' : ''}
                {formatRating(c.ratingChange)}
              </Table.Td>
              <Table.Td>{formatRating(c.after.rating)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
