import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEngineMatch } from '../../src/features/brackets/matches/match-codec.js';
import {
  IndexedBracket,
  advanceMatch,
  mulberry32,
  planResultCorrection,
  type EngineMatch,
  type MatchReport,
} from '@tourney/engine';
import { expectOk, expectRule } from '../helpers/test-app.js';
import { gamesFor, setup } from './bracket-client.js';
import { TIMEOUT, usePropertyApp } from './duel-property.js';

const app = usePropertyApp();

const storedRound = (roundId: string) =>
  app.t.database.db
    .selectFrom('matches')
    .selectAll()
    .where('roundId', '=', roundId)
    .orderBy('matchNumber')
    .execute();

const played = (m: EngineMatch) => m.status === 3 && !m.isBye && !m.isWalkover;
const over = (matches: EngineMatch[]) => matches.every((m) => m.status === 3 || m.status === 4);

/** The round's and the tournament's status: completed exactly when every match is over. */
async function statuses(tournamentId: string, roundId: string) {
  const round = await app.t.database.db
    .selectFrom('rounds')
    .select('status')
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  return [round.status, (await app.c.tournamentRow(tournamentId)).status];
}

const formats = fc.constantFrom(
  { roundType: 1 },
  { roundType: 1, thirdPlaceMatch: true },
  { roundType: 2, grandFinal: 'none' },
  { roundType: 2, grandFinal: 'single' },
  { roundType: 2, grandFinal: 'double' },
);

/**
 * The result path loads only what a result reaches (with more loaded on demand along walkover
 * chains and corrections); whatever it loaded, the stored round must end up exactly as the
 * engine leaves the whole bracket in memory, report after report, correction after correction.
 */
describe('the result path through the API', () => {
  it(
    'stores what the engine computes on the whole bracket, through reports and corrections',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          formats,
          fc.integer({ min: 3, max: 24 }),
          fc.integer(),
          async (format, n, seed) => {
            const { tournament, teams } = await setup(app.t, n);
            const round = await app.c.createRound(tournament.id, format);
            const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
            expectOk(await app.c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
            const rows = await storedRound(round.id);
            const idOf = new Map(rows.map((r) => [r.matchNumber, r.id]));
            const bracket = IndexedBracket.of(rows.map(toEngineMatch));
            const random = mulberry32(seed);
            const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
            for (let step = 0; step < 3 * n; step++) {
              const state = bracket.matches();
              const ready = state.filter((m) => m.status === 1);
              const correcting = random() < 0.3 && state.some(played);
              const target = correcting ? pick(state.filter(played)) : pick(ready);
              if (!target) break;
              const result = correcting ? (target.result === 1 ? 2 : 1) : random() < 0.5 ? 1 : 2;
              const report: MatchReport = { matchNumber: target.matchNumber, result };
              const answer = await app.c.report(idOf.get(target.matchNumber)!, {
                games: gamesFor(result),
              });
              if (correcting) {
                const plan = planResultCorrection(bracket, report);
                if (!plan.outcome) {
                  expectRule(answer, 'DEPENDENT_MATCHES_PLAYED');
                  continue;
                }
                bracket.apply(plan.outcome.changed);
              } else {
                bracket.apply(advanceMatch(bracket, report).changed);
              }
              expectOk(answer);
              const stored = (await storedRound(round.id)).map(toEngineMatch);
              expect(stored).toEqual(bracket.matches());
              const done = over(stored);
              expect(await statuses(tournament.id, round.id)).toEqual(done ? [3, 3] : [2, 2]);
            }
          },
        ),
        { numRuns: 12 },
      );
    },
    TIMEOUT,
  );
});
