import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '@tourney/engine';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, playAll, setup, type Client } from './bracket-client.js';

export const NUM_RUNS = 5;
export const TIMEOUT = 240_000;

export const count = fc.integer({ min: 2, max: 33 });
export const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The app the property runs use; set by usePropertyApp's beforeAll. */
let t: TestApp;
let c: Client;

/**
 * Builds the test file's app and client in beforeAll (closing the app in afterAll); read
 * `app.t` and `app.c` once the hooks have run.
 */
export function usePropertyApp() {
  const app = {} as { t: TestApp; c: Client };
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t);
    app.t = t;
    app.c = c;
  });
  afterAll(() => app.t.close());
  return app;
}

/** A name, a round body and an optional largest participant count (else `count`). */
export type DuelFormat = [string, Record<string, unknown>, number?];

/** One property test per format: generate, play and check rounds of random sizes. */
export function describeDuelFormats(title: string, formats: DuelFormat[]) {
  describe(title, () => {
    for (const [name, body, max] of formats) {
      it(
        name,
        async () => {
          await fc.assert(
            fc.asyncProperty(
              max ? fc.integer({ min: 2, max }) : count,
              seed,
              fc.boolean(),
              (n, s, random) => runDuel(body, n, s, random),
            ),
            { numRuns: NUM_RUNS },
          );
        },
        TIMEOUT,
      );
    }
  });
}

type Row = Awaited<ReturnType<typeof storedMatches>>[number];

const storedMatches = (roundId: string) =>
  t.database.db
    .selectFrom('matches')
    .selectAll()
    .where('roundId', '=', roundId)
    .orderBy('matchNumber')
    .execute();

const winnerOf = (m: Row) =>
  m.result === 1 ? m.participant1Id : m.result === 2 ? m.participant2Id : null;
const loserOf = (m: Row) =>
  m.result === 1 ? m.participant2Id : m.result === 2 ? m.participant1Id : null;

function picker(seed: number, allowDraw: boolean) {
  const random = mulberry32(seed);
  return (): 1 | 2 | 3 => {
    const roll = random();
    if (allowDraw && roll < 0.15) return 3;
    return roll < 0.55 ? 1 : 2;
  };
}

/** Every slot filled through a link holds the feeder's winner (or loser). */
function checkFeeders(rows: Row[]) {
  const byNumber = new Map(rows.map((m) => [m.matchNumber, m]));
  for (const m of rows) {
    if (m.status !== 3) continue;
    const links: [number | null, number | null, string | null][] = [
      [m.winnerToMatch, m.winnerToSlot, winnerOf(m)],
      [m.loserToMatch, m.loserToSlot, loserOf(m)],
    ];
    // The reset is fed only when the losers-bracket champion takes the first grand final.
    if (m.bracket === 'grand_final' && m.result === 1) continue;
    for (const [target, slot, who] of links) {
      if (target === null || who === null) continue;
      const next = byNumber.get(target)!;
      expect(slot === 1 ? next.participant1Id : next.participant2Id).toBe(who);
    }
  }
}

async function checkStandings(tournamentId: string, roundId: string, rows: Row[]) {
  const data = await c.standings(tournamentId, `?roundId=${roundId}`);
  const counted = rows.filter((m) => m.status === 3 && m.participant1Id && m.participant2Id);
  for (const line of data.standings) {
    const mine = counted.filter(
      (m) => m.participant1Id === line.participantId || m.participant2Id === line.participantId,
    );
    expect(line.matchCount).toBe(mine.length);
    expect(line.wins).toBe(mine.filter((m) => winnerOf(m) === line.participantId).length);
    expect(line.losses).toBe(mine.filter((m) => loserOf(m) === line.participantId).length);
    expect(line.draws).toBe(mine.filter((m) => m.result === 3).length);
  }
  const lines = data.standings;
  const elimination = rows.some((m) => m.bracket === 'winners');
  for (let i = 1; i < lines.length; i++) {
    // Elimination rounds list by final place (everyone is placed once the round is over), the
    // others by wins.
    if (elimination) expect(lines[i - 1].placement).toBeLessThanOrEqual(lines[i].placement);
    else expect(lines[i - 1].wins).toBeGreaterThanOrEqual(lines[i].wins);
  }
  for (const line of lines) {
    if (elimination) expect(line.rank).toBe(line.placement);
    else expect([line.placement, line.placementEnd]).toEqual([null, null]);
  }
  return lines;
}

/** One run: generate, play every ready match at random, then check the whole round. */
async function runDuel(
  roundBody: Record<string, unknown>,
  n: number,
  seed: number,
  randomSeeding: boolean,
) {
  const { tournament, teams } = await setup(t, n);
  const roundType = roundBody.roundType as number;
  const bestOf = (roundBody.bestOf as number | undefined) ?? 1;
  const round = await c.createRound(tournament.id, roundBody);
  const seeding = randomSeeding
    ? { seeding: { mode: 'random', randomSeed: seed >>> 0 } }
    : undefined;
  expectOk(await c.generate(round.id, seeding));
  const teamIds = new Set<string>(teams.map((x) => x.teamId));
  await playAll(c, tournament.id, round.id, picker(seed, roundType >= 3), bestOf);
  const rows = await storedMatches(round.id);
  const seen = new Set(
    rows
      .flatMap((m) => [m.participant1Id, m.participant2Id])
      .filter((id): id is string => id !== null),
  );
  expect(seen).toEqual(teamIds);
  expect(rows.every((m) => m.status === 3 || m.status === 4)).toBe(true);
  if (roundType <= 2) {
    for (const m of rows.filter((x) => x.isBye))
      expect([m.bracket, m.stage]).toEqual(['winners', 1]);
  }
  checkFeeders(rows);
  expect((await c.round(round.id)).status).toBe(3);
  const standings = await checkStandings(tournament.id, round.id, rows);
  const crowned = await c.tournamentRow(tournament.id);
  expect(crowned.status).toBe(3);
  expect(teamIds.has(crowned.winnerTeamId!)).toBe(true);
  if (roundType === 1) {
    const lost = new Set(rows.filter((m) => m.bracket === 'winners').map(loserOf));
    expect(lost.has(crowned.winnerTeamId)).toBe(false);
  }
  if (roundType === 2) {
    const losses = rows.filter((m) => loserOf(m) === crowned.winnerTeamId).length;
    expect(losses).toBeLessThanOrEqual(1);
  }
  if (roundType === 3) expect(crowned.winnerTeamId).toBe(standings[0].participantId);
  if (roundType <= 2)
    expect(standings[0]).toMatchObject({ participantId: crowned.winnerTeamId, placement: 1 });
}
