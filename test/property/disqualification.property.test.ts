import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@tourney/engine';
import { expectOk } from '../helpers/test-app.js';
import { gamesFor, setup } from './bracket-client.js';
import { NUM_RUNS, TIMEOUT, seed, usePropertyApp } from './duel-property.js';

const app = usePropertyApp();

const formats: [string, Record<string, unknown>][] = [
  ['single elimination', { roundType: 1 }],
  ['double elimination with reset', { roundType: 2, grandFinal: 'double' }],
  ['round robin', { roundType: 3 }],
];

/**
 * One run: some participants are disqualified at random moments while the bracket is played
 * out at random. Afterwards every match of theirs decided since then is a forfeit loss (unless
 * both sides were out), the round is over, and the winner is still in.
 */
async function run(body: Record<string, unknown>, n: number, s: number) {
  const { t, c } = app;
  const random = mulberry32(s);
  const { tournament, teams } = await setup(t, n);
  const round = await c.createRound(tournament.id, body);
  expectOk(await c.generate(round.id));
  const ids = teams.map((team) => team.teamId);
  const out = new Set<string>();
  const quota = 1 + Math.floor(random() * Math.min(3, n - 1));
  for (;;) {
    const ready = (await c.matches(tournament.id, round.id)).filter((m) => m.matchStatus === 1);
    if (ready.length === 0) break;
    if (out.size < quota && random() < 0.3) {
      const pick = ids.filter((id) => !out.has(id))[Math.floor(random() * (ids.length - out.size))];
      expectOk(
        await c.api({
          method: 'POST',
          url: `/api/v1/tournaments/${tournament.id}/participants/${pick}/disqualify`,
        }),
      );
      out.add(pick as string);
      continue;
    }
    const m = ready[Math.floor(random() * ready.length)];
    expectOk(await c.report(m.matchId, { games: gamesFor(random() < 0.5 ? 1 : 2) }));
  }
  const matches = await c.matches(tournament.id, round.id);
  expect(matches.every((m) => m.matchStatus === 3 || m.matchStatus === 4)).toBe(true);
  const rows = await t.database.db
    .selectFrom('matches')
    .select(['participant1Id', 'participant2Id', 'forfeitBy', 'winnerId', 'status', 'completedAt'])
    .where('roundId', '=', round.id)
    .execute();
  const outSince = new Map(
    (
      await t.database.db
        .selectFrom('tournament_registrations')
        .select(['participantId', 'disqualifiedAt'])
        .where('tournamentId', '=', tournament.id)
        .where('disqualifiedAt', 'is not', null)
        .execute()
    ).map((r) => [r.participantId, r.disqualifiedAt as string]),
  );
  expect([...outSince.keys()].sort()).toEqual([...out].sort());
  for (const row of rows) {
    if (row.status !== 3 || row.participant1Id === null || row.participant2Id === null) continue;
    const [one, two] = [out.has(row.participant1Id), out.has(row.participant2Id)];
    // A forfeit names a side that was out.
    if (row.forfeitBy === 1) expect(one).toBe(true);
    if (row.forfeitBy === 2) expect(two).toBe(true);
    // Decided after exactly one side was out: that side forfeited it and lost.
    const since = outSince.get(one ? row.participant1Id : row.participant2Id);
    if (one !== two && since && (row.completedAt as string) > since) {
      expect(row.forfeitBy).toBe(one ? 1 : 2);
      expect(out.has(row.winnerId as string)).toBe(false);
    }
  }
  const { winnerTeamId } = await c.tournamentRow(tournament.id);
  if (body.roundType !== 3 && out.size < n) expect(out.has(winnerTeamId as string)).toBe(false);
}

describe('disqualifying participants while a bracket is played', () => {
  for (const [name, body] of formats) {
    it(
      name,
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.integer({ min: 3, max: 12 }), seed, (n, s) => run(body, n, s)),
          { numRuns: NUM_RUNS },
        );
      },
      TIMEOUT,
    );
  }
});
