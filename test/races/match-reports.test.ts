import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmDueReports } from '../../src/features/match-reports/auto-confirm.js';
import { reportableBracket, reportCalls, WIN_1, WIN_2 } from '../helpers/match-reports.js';
import { concurrently, expectNoServerError, statusCounts } from '../helpers/races.js';
import { buildTestApp, expectOk, expectRule, type TestApp } from '../helpers/test-app.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let r: ReturnType<typeof reportCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  r = reportCalls(t);
});
afterAll(() => t.close());

/** How many times the match was completed: the `match.updated` events saying status 3. */
const completions = async (matchId: string) =>
  (await outboxPayloads(t, 'match.updated')).filter(
    (e) => e.matchId === matchId && e.matchStatus === 3,
  ).length;

describe('concurrent answers apply a score once', () => {
  it('both sides reporting the same score at once', async () => {
    const { playable, sidesOf } = await reportableBracket(t, 8);
    for (const match of playable) {
      const [a, b] = sidesOf(match);
      const responses = await concurrently(2, (i) =>
        r.report(match.matchId, i === 0 ? a.actor : b.actor, WIN_1),
      );
      expectNoServerError(responses);
      expect(statusCounts(responses)).toEqual({ 200: 2 });
      expect(expectOk(await r.read(match.matchId)).state).toBe('confirmed');
      expect(await completions(match.matchId)).toBe(1);
    }
  });

  it('one side confirming many times at once', async () => {
    const { playable, sidesOf } = await reportableBracket(t, 4);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    const responses = await concurrently(6, () => r.confirm(match.matchId, b.actor));
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 5 });
    for (const res of responses.filter((x) => x.statusCode === 409))
      expectRule(res, 'MATCH_COMPLETED');
    expect(await completions(match.matchId)).toBe(1);
  });

  it('a confirmation racing the organiser resolving a dispute', async () => {
    const { playable, sidesOf } = await reportableBracket(t, 4);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    expectOk(await r.report(match.matchId, b.actor, WIN_2));
    const responses = await Promise.all([
      r.confirm(match.matchId, a.actor),
      r.resolve(match.matchId, WIN_1),
    ]);
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    expect(await completions(match.matchId)).toBe(1);
  });
});

describe('auto-confirm', () => {
  it('applies an unanswered report once its delay ran out, once however many sweep', async () => {
    const { playable, sidesOf, tournament } = await reportableBracket(t, 4);
    expect(expectOk(await r.settings(tournament.id))).toEqual({ autoConfirmMinutes: null });
    expect(expectOk(await r.settings(tournament.id, { autoConfirmMinutes: 15 }))).toEqual({
      autoConfirmMinutes: 15,
    });
    const [m1, m2] = playable;
    const reported = expectOk(await r.report(m1.matchId, sidesOf(m1)[0].actor, WIN_1));
    const deadline = Date.parse(reported.autoConfirmAt);
    expect(deadline - Date.parse(reported.updatedAt)).toBe(15 * 60_000);
    // A dispute never applies by itself.
    expectOk(await r.report(m2.matchId, sidesOf(m2)[0].actor, WIN_1));
    expectOk(await r.report(m2.matchId, sidesOf(m2)[1].actor, WIN_2));

    expect(await confirmDueReports(t.database, new Date(deadline - 1000))).toBe(0);
    const sweeps = await Promise.all(
      [0, 1, 2].map(() => confirmDueReports(t.database, new Date(deadline + 1000))),
    );
    expect(sweeps.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await confirmDueReports(t.database, new Date(deadline + 60_000))).toBe(0);
    const after = expectOk(await r.read(m1.matchId));
    expect(after).toMatchObject({
      state: 'auto_confirmed',
      autoConfirmAt: null,
      match: { matchStatus: 3, matchResult: 1 },
    });
    expect(await completions(m1.matchId)).toBe(1);
    expect(expectOk(await r.read(m2.matchId)).state).toBe('disputed');
  });

  it('turns a score the bracket refuses into a dispute instead of applying it', async () => {
    const { playable, sidesOf, tournament } = await reportableBracket(t, 4);
    expectOk(await r.settings(tournament.id, { autoConfirmMinutes: 1 }));
    const match = playable[0];
    // A draw cannot decide an elimination match.
    const draw = { games: [{ participant1Score: 5, participant2Score: 5 }] };
    const reported = expectOk(await r.report(match.matchId, sidesOf(match)[0].actor, draw));
    expect(
      await confirmDueReports(t.database, new Date(Date.parse(reported.autoConfirmAt) + 1)),
    ).toBe(0);
    expect(expectOk(await r.read(match.matchId))).toMatchObject({
      state: 'disputed',
      match: { matchStatus: 2 },
    });
    const disputed = (await outboxPayloads(t, 'match.disputed')).filter(
      (e) => e.matchId === match.matchId,
    );
    expect(disputed).toHaveLength(1);
  });

  it('refuses bad delays and other tenants', async () => {
    const { tournament } = await reportableBracket(t, 2);
    for (const autoConfirmMinutes of [0, -5, 10_081, 1.5, '10'])
      expect((await r.settings(tournament.id, { autoConfirmMinutes })).statusCode).toBe(400);
    expect((await r.settings(tournament.id, {})).statusCode).toBe(400);
    expect(expectOk(await r.settings(tournament.id, { autoConfirmMinutes: null }))).toEqual({
      autoConfirmMinutes: null,
    });
  });
});
