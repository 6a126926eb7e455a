import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';
import type { MatchTable } from '../../src/features/brackets/bracket.table.js';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { tallyDuelLines, type StandingsMatch } from '@tourney/engine';
import { migrateThrough, migrateToBefore } from '../helpers/partial-migrations.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

/**
 * `duel_tallies` is kept by triggers; a result's `standings.updated` event reads its two lines
 * from it. Any way a match comes, goes, is decided, reopened, re-seated or moved must leave every
 * line equal to tallying the round's matches again, as standings do.
 */
let database: TestDatabase;
let tenantId: string;
let tournamentId: string;
let rounds: string[];
const PARTICIPANTS = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

async function newRound(db: Db, tenant: string, tournament: string, roundNumber: number) {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('rounds')
    .values({
      id,
      tenantId: tenant,
      tournamentId: tournament,
      roundNumber,
      roundName: `Round ${roundNumber}`,
      description: '',
      roundType: 3,
      status: 2,
      startDate: now,
      endDate: now,
      bestOf: 1,
      options: '{}',
      maxParticipants: null,
      matchesPerGroup: 0,
      numberOfGroups: 1,
      teamCount: PARTICIPANTS.length,
      generatedAt: now,
      version: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

type Seat = string | null;
interface MatchState {
  status: number;
  result: number;
  participant1Id: Seat;
  participant2Id: Seat;
}

async function newMatch(db: Db, tenant: string, tournament: string, round: string, s: MatchState) {
  const id = randomUUID();
  const now = nowIso();
  const row: MatchTable = {
    id,
    tenantId: tenant,
    tournamentId: tournament,
    roundId: round,
    groupId: null,
    // Unique within the tournament, whatever the round.
    matchNumber: Math.floor(Math.random() * 1e9),
    bracket: 'round_robin',
    stage: 1,
    position: 1,
    ...s,
    isBye: 0,
    isWalkover: 0,
    forfeitBy: null,
    winnerToMatch: null,
    winnerToSlot: null,
    loserToMatch: null,
    loserToSlot: null,
    scheduledAt: null,
    bestOf: 1,
    participant1Score: 0,
    participant2Score: 0,
    winnerId: null,
    completedAt: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('matches').values(row).execute();
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ tenantId } = await createTenant(database.db, 'Duel tallies'));
  tournamentId = (await newTournament(database.db, tenantId)).id;
  rounds = [
    await newRound(database.db, tenantId, tournamentId, 1),
    await newRound(database.db, tenantId, tournamentId, 2),
  ];
});

afterAll(() => database.drop());

const seat = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PARTICIPANTS) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const state = fc.record({
  status: fc.constantFrom(1, 2, 3, 3, 3, 4, 5),
  result: fc.constantFrom(0, 1, 2, 3),
  participant1Id: seat,
  participant2Id: seat,
});
const step = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), round: fc.nat(1), state }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    status: fc.constantFrom(2, 3, 4),
    result: fc.constantFrom(0, 1, 2, 3),
  }),
  fc.record({
    kind: fc.constant('seat' as const),
    pick: fc.nat(),
    side: fc.constantFrom(1, 2),
    to: seat,
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), round: fc.nat(1) }),
  fc.record({ kind: fc.constant('reopenRound' as const), round: fc.nat(1) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(s: Step, ids: string[]) {
  const { db } = database;
  const picked = ids.length ? ids[('pick' in s ? s.pick : 0) % ids.length]! : undefined;
  const matches = db.updateTable('matches');
  if (s.kind === 'insert')
    ids.push(await newMatch(db, tenantId, tournamentId, rounds[s.round]!, s.state));
  else if (s.kind === 'reopenRound')
    // One statement changing many rows at once, as a round's reset does.
    await matches.set({ status: 2, result: 0 }).where('roundId', '=', rounds[s.round]!).execute();
  else if (!picked) return;
  else if (s.kind === 'decide')
    await matches.set({ status: s.status, result: s.result }).where('id', '=', picked).execute();
  else if (s.kind === 'seat')
    await matches
      .set(s.side === 1 ? { participant1Id: s.to } : { participant2Id: s.to })
      .where('id', '=', picked)
      .execute();
  else if (s.kind === 'move')
    await matches.set({ roundId: rounds[s.round]! }).where('id', '=', picked).execute();
  else {
    await db.deleteFrom('matches').where('id', '=', picked).execute();
    ids.splice(ids.indexOf(picked), 1);
  }
}

/** `roundId participantId` → its line, leaving out lines of no match (a row may stay at 0). */
type Lines = Record<string, [number, number, number, number]>;

async function keptLines(db: Db, roundIds: string[]): Promise<Lines> {
  const rows = await db
    .selectFrom('duel_tallies')
    .selectAll()
    .where('roundId', 'in', roundIds)
    .execute();
  return Object.fromEntries(
    rows
      .filter(
        (r) => Number(r.matchCount) !== 0 || Number(r.wins) || Number(r.losses) || Number(r.draws),
      )
      .map((r) => [
        `${r.roundId} ${r.participantId}`,
        [r.wins, r.losses, r.draws, r.matchCount].map(Number) as Lines[string],
      ]),
  );
}

/** The lines standings would tally from the rounds' matches now. */
async function talliedLines(db: Db, roundIds: string[]): Promise<Lines> {
  const matches = await db
    .selectFrom('matches')
    .select(['roundId', 'participant1Id', 'participant2Id', 'status', 'result'])
    .where('roundId', 'in', roundIds)
    .execute();
  const lines: Lines = {};
  for (const roundId of roundIds) {
    const ofRound = matches.filter((m) => m.roundId === roundId) as unknown as StandingsMatch[];
    const ids = [...new Set(ofRound.flatMap((m) => [m.participant1Id, m.participant2Id]))];
    for (const line of tallyDuelLines(
      ids.filter((id) => id !== null),
      ofRound,
    ).values())
      if (line.matchCount > 0)
        lines[`${roundId} ${line.participantId}`] = [
          line.wins,
          line.losses,
          line.draws,
          line.matchCount,
        ];
  }
  return lines;
}

describe('duel tallies', () => {
  it('equal tallying the round again after any sequence of match changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await database.db.deleteFrom('matches').where('tournamentId', '=', tournamentId).execute();
        const ids: string[] = [];
        for (const s of steps) await apply(s, ids);
        expect(await keptLines(database.db, rounds)).toEqual(
          await talliedLines(database.db, rounds),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('leave with their round', async () => {
    const round = await newRound(database.db, tenantId, tournamentId, 3);
    const [a, b] = PARTICIPANTS as [string, string];
    await newMatch(database.db, tenantId, tournamentId, round, {
      status: 3,
      result: 1,
      participant1Id: a,
      participant2Id: b,
    });
    expect(Object.keys(await keptLines(database.db, [round]))).toHaveLength(2);
    await database.db.deleteFrom('rounds').where('id', '=', round).execute();
    expect(await keptLines(database.db, [round])).toEqual({});
  });
});

describe('migration 0032-duel-tallies on matches played before it', () => {
  const MIGRATION = '0032-duel-tallies';
  let earlier: TestDatabase;
  afterAll(() => earlier?.drop());

  it('tallies every counted match of every round, and nothing else', async () => {
    earlier = await createTestDatabase(migrateToBefore(MIGRATION));
    const { db } = earlier;
    const { tenantId: tenant } = await createTenant(db, 'Before the tallies');
    const tournament = (await newTournament(db, tenant)).id;
    const played = [
      await newRound(db, tenant, tournament, 1),
      await newRound(db, tenant, tournament, 2),
    ];
    const [a, b, c] = PARTICIPANTS as [string, string, string];
    const matches: MatchState[] = [
      { status: 3, result: 1, participant1Id: a, participant2Id: b },
      { status: 3, result: 3, participant1Id: b, participant2Id: c },
      { status: 3, result: 2, participant1Id: c, participant2Id: a },
      // Not counted: ongoing, undecided, a bye.
      { status: 2, result: 0, participant1Id: a, participant2Id: c },
      { status: 3, result: 0, participant1Id: b, participant2Id: a },
      { status: 3, result: 1, participant1Id: c, participant2Id: null },
    ];
    for (const [i, match] of matches.entries())
      await newMatch(db, tenant, tournament, played[i % 2]!, match);

    await migrateThrough(MIGRATION)(db, earlier.engine, earlier.schema);

    expect(await keptLines(db, played)).toEqual({
      [`${played[0]} ${a}`]: [2, 0, 0, 2],
      [`${played[0]} ${b}`]: [0, 1, 0, 1],
      [`${played[0]} ${c}`]: [0, 1, 0, 1],
      [`${played[1]} ${b}`]: [0, 0, 1, 1],
      [`${played[1]} ${c}`]: [0, 0, 1, 1],
    });
  });
});
