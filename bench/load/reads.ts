/**
 * The reads the benchmark sends: many URLs of many tournaments, teams and users of the
 * benchmark's tenant, picked (with a fixed seed) from the data set itself, each with the id
 * its answer must hold.
 */
import { createDb } from '../../src/db/create-db.js';
import { Rng } from '../data/random.js';
import type { DatasetIds } from '../data/generate.js';
import type { PlannedRequest } from './wrk.js';
import { planLeaderboardReads } from './leaderboard-reads.js';
import { RESULT_LEAGUE_NAME } from './setup.js';

export const READ_KINDS = [
  'tournament list',
  'tournament list (externalUserId)',
  'my tournaments',
  'tournament detail',
  'duel matches page',
  'duel standings',
  'FFA assigned details',
  'team detail',
  'game leaderboard',
] as const;
export type ReadKind = (typeof READ_KINDS)[number];
export type PlannedRead = PlannedRequest & { kind: ReadKind };

/**
 * The share of each read in the mixed workload: an integrator's pages open tournaments,
 * brackets and standings far more often than lists of everything, or a game's leaderboard.
 */
export const READ_WEIGHTS: Record<ReadKind, number> = {
  'tournament list': 10,
  'tournament list (externalUserId)': 10,
  'my tournaments': 5,
  'tournament detail': 20,
  'duel matches page': 15,
  'duel standings': 15,
  'FFA assigned details': 5,
  'team detail': 20,
  'game leaderboard': 5,
};

/** Tournaments and teams the setup made through the API: the ones results and joins change. */
export interface LiveIds {
  tournamentIds: string[];
  teamIds: string[];
}

async function sample(ids: DatasetIds) {
  const { db } = createDb(ids.databaseUrl, { poolSize: 1 });
  const tenant = ids.tenantId;
  try {
    const tournaments = await db
      .selectFrom('tournaments')
      .select(['id', 'matchType', 'status'])
      .where('tenantId', '=', tenant)
      .where('status', 'in', [1, 2, 3, 4])
      .where('name', 'not like', `${RESULT_LEAGUE_NAME} %`)
      .orderBy('id')
      .execute();
    const matchCounts = await db
      .selectFrom('matches')
      .select(['tournamentId', (eb) => eb.fn.countAll().as('n')])
      .where('tenantId', '=', tenant)
      .groupBy('tournamentId')
      .orderBy('tournamentId')
      .execute();
    // One member of a team that plays in each FFA tournament: its assigned details are not empty.
    const ffaPlayers = await db
      .selectFrom('rounds as r')
      .innerJoin('round_groups as g', 'g.roundId', 'r.id')
      .innerJoin('group_participants as gp', 'gp.groupId', 'g.id')
      .innerJoin('team_members as tm', 'tm.teamId', 'gp.participantId')
      .innerJoin('users as u', 'u.id', 'tm.userId')
      .select((eb) => ['r.tournamentId', eb.fn.min('u.externalId').as('externalId')])
      .where('r.tenantId', '=', tenant)
      .where('r.roundType', '=', 5)
      .groupBy('r.tournamentId')
      .orderBy('r.tournamentId')
      .execute();
    const teams = await db
      .selectFrom('teams')
      .select('id')
      .where('tenantId', '=', tenant)
      .orderBy('id')
      .execute();
    const users = await db
      .selectFrom('users')
      .select('externalId')
      .where('tenantId', '=', tenant)
      .where('externalId', 'like', 'ext-user-%')
      .orderBy('id')
      .execute();
    const games = await db.selectFrom('games').select('id').orderBy('id').execute();
    const leaderboards = await planLeaderboardReads(db, tenant, ids.teamCreation.gameId);
    return {
      tournaments,
      matchCounts: new Map(matchCounts.map((m) => [m.tournamentId, Number(m.n)])),
      ffaPlayers,
      teamIds: teams.map((t) => t.id),
      users: users.map((u) => u.externalId),
      gameIds: games.map((g) => g.id),
      leaderboards,
    };
  } finally {
    await db.destroy();
  }
}

const read = (kind: ReadKind, path: string, expect: string): PlannedRead => ({
  kind,
  method: 'GET',
  path: `/api/v1${path}`,
  status: 200,
  expect,
});
const page = (n: number) => `"pageNumber":${n}`;
const tournament = (id: string) => `"tournamentId":"${id}"`;

/** Every read URL of the plan, by kind. */
export async function planReads(
  ids: DatasetIds,
  live: LiveIds = { tournamentIds: [], teamIds: [] },
) {
  const s = await sample(ids);
  const rng = new Rng(7);
  const users = [ids.viewerExternalId, ...rng.sample(s.users, 300)];
  const user = (n: number) => users[n % users.length] as string;
  const out: PlannedRead[] = [];

  for (let p = 1; p <= 5; p++)
    out.push(read('tournament list', `/tournaments?pageSize=20&pageNumber=${p}`, page(p)));
  for (const game of s.gameIds) {
    for (let p = 1; p <= 2; p++)
      out.push(
        read('tournament list', `/tournaments?gameId=${game}&pageSize=20&pageNumber=${p}`, page(p)),
      );
    out.push(read('tournament list', `/tournaments?gameId=${game}&status=3&pageSize=20`, page(1)));
  }
  for (const status of [1, 2, 3])
    for (let p = 1; p <= 2; p++)
      out.push(
        read(
          'tournament list',
          `/tournaments?status=${status}&pageSize=20&pageNumber=${p}`,
          page(p),
        ),
      );
  out.push(read('tournament list', '/tournaments?isFeatured=true&pageSize=20', page(1)));
  for (let u = 0; u < 150; u++) {
    out.push(
      read(
        'tournament list (externalUserId)',
        `/tournaments?pageSize=20&externalUserId=${user(u)}`,
        page(1),
      ),
    );
    out.push(
      read(
        'my tournaments',
        `/tournaments/my-tournaments?externalUserId=${user(u + 150)}`,
        '"data":[',
      ),
    );
  }

  const visible = s.tournaments.map((t) => t.id);
  const details = [...new Set([...live.tournamentIds, ...rng.sample(visible, 300)])];
  details.forEach((id, n) =>
    out.push(
      read(
        'tournament detail',
        `/tournaments/${id}${n % 3 === 2 ? `?externalUserId=${user(n)}` : ''}`,
        tournament(id),
      ),
    ),
  );

  const duel = s.tournaments.filter((t) => t.matchType === 1 && (s.matchCounts.get(t.id) ?? 0) > 0);
  const ongoing = duel.filter((t) => t.status === 2).map((t) => t.id);
  const brackets = [
    ...new Set([
      ...live.tournamentIds,
      ids.manyMatchesTournamentId,
      ...ongoing,
      ...rng.sample(
        duel.filter((t) => t.status === 3).map((t) => t.id),
        100,
      ),
    ]),
  ];
  brackets.forEach((id, n) => {
    const isLive = live.tournamentIds.includes(id) || ongoing.includes(id);
    const pages = Math.min(isLive ? 6 : 3, Math.ceil((s.matchCounts.get(id) ?? 120) / 20));
    for (let p = 1; p <= pages; p++)
      out.push(
        read(
          'duel matches page',
          `/matches/duel?tournamentId=${id}&pageSize=20&pageNumber=${p}`,
          tournament(id),
        ),
      );
    if (isLive)
      for (const status of [1, 3])
        out.push(
          read(
            'duel matches page',
            `/matches/duel?tournamentId=${id}&matchStatus=${status}&pageSize=20`,
            page(1),
          ),
        );
    out.push(read('duel standings', `/tournaments/${id}/duel/standings`, tournament(id)));
    if (n % 3 === 0)
      out.push(
        read(
          'duel standings',
          `/tournaments/${id}/duel/standings?externalUserId=${user(n)}`,
          tournament(id),
        ),
      );
  });

  const ffa = [
    ...s.ffaPlayers.filter((f) => f.tournamentId === ids.ffaTournamentId),
    ...rng.sample(
      s.ffaPlayers.filter((f) => f.tournamentId !== ids.ffaTournamentId),
      80,
    ),
  ];
  for (const f of ffa)
    out.push(
      read(
        'FFA assigned details',
        `/tournaments/${f.tournamentId}/ffa/assigned-details?externalUserId=${f.externalId}`,
        tournament(f.tournamentId),
      ),
    );

  for (const id of [...new Set([...live.teamIds, ...rng.sample(s.teamIds, 400)])])
    out.push(read('team detail', `/teams/${id}`, `"teamId":"${id}"`));
  for (const board of s.leaderboards) out.push(read('game leaderboard', board.path, board.expect));
  return out;
}

/**
 * The mixed workload's reading order: `length` picks, each read kind by its weight, each URL
 * of that kind uniformly (seeded), so every URL comes back now and then as real pages do.
 */
export function mixedReadSequence(reads: PlannedRead[], length = 20_000): PlannedRead[] {
  const byKind = READ_KINDS.map((k) => reads.filter((r) => r.kind === k));
  const weights = READ_KINDS.map((k, i) => ((byKind[i]?.length ?? 0) > 0 ? READ_WEIGHTS[k] : 0));
  const rng = new Rng(11);
  return Array.from({ length }, () => rng.pick(byKind[rng.weighted(weights)] as PlannedRead[]));
}
