import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportableBracket, reportCalls, WIN_1, WIN_2 } from '../helpers/match-reports.js';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let r: ReturnType<typeof reportCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  r = reportCalls(t);
});
afterAll(() => t.close());

const REPORT_KEYS = [
  'autoConfirmAt',
  'disputed',
  'match',
  'matchId',
  'reports',
  'resolution',
  'roundId',
  'settledAt',
  'state',
  'tournamentId',
  'updatedAt',
];

describe('a participant reports a score', () => {
  it('waits for the other side with the match ongoing, and says so with match.reported', async () => {
    const { playable, sidesOf, c, tournament, round } = await reportableBracket(t);
    const match = playable[0];
    const [a] = sidesOf(match);
    const evidence = ['https://cdn.example.com/shot.png', 'http://clips.example.com/1'];
    const data = expectOk(
      await r.report(match.matchId, a.actor, { ...WIN_1, evidenceUrls: evidence }),
    );
    expect(Object.keys(data).sort()).toEqual(REPORT_KEYS);
    expect(data).toMatchObject({
      matchId: match.matchId,
      tournamentId: tournament.id,
      roundId: round.id,
      state: 'pending',
      disputed: false,
      autoConfirmAt: null,
      resolution: null,
      settledAt: null,
    });
    expect(data.updatedAt).toMatch(ISO_RE);
    expect(data.match.matchStatus).toBe(2);
    expect(data.reports).toEqual([
      {
        side: 1,
        participantId: a.participantId,
        participantName: match.duelDetail.participant1Name,
        reportedByExternalUserId: a.actor,
        games: WIN_1.games,
        forfeitBy: null,
        evidenceUrls: evidence,
        confirmed: false,
        reportedAt: expect.stringMatching(ISO_RE),
      },
    ]);
    // Integration reads keep the spec's shape: ongoing, no result, no report fields.
    const read = (await c.matches(tournament.id, round.id)).find(
      (m) => m.matchId === match.matchId,
    );
    expect(read).toMatchObject({ matchStatus: 2, matchResult: 0 });
    expect(read).not.toHaveProperty('report');
    const reported = (await outboxPayloads(t, 'match.reported')).filter(
      (e) => e.matchId === match.matchId,
    );
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ state: 'pending', reports: [{ side: 1 }] });
    const updated = (await outboxPayloads(t, 'match.updated')).filter(
      (e) => e.matchId === match.matchId,
    );
    expect(updated.map((e) => e.matchStatus)).toEqual([2]);
    // Both sides and the organiser read the same case.
    expect(expectOk(await r.read(match.matchId))).toMatchObject({ state: 'pending' });
  });

  it('applies when the other side reports the same score, advancing the bracket', async () => {
    const { playable, sidesOf, c, tournament, round } = await reportableBracket(t);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    const data = expectOk(
      await r.report(match.matchId, b.actor, {
        games: [{ participant1Score: 13, participant2Score: 7 }],
      }),
    );
    expect(data).toMatchObject({ state: 'confirmed', disputed: false });
    expect(data.settledAt).toMatch(ISO_RE);
    expect(data.reports.map((x: any) => x.side)).toEqual([1, 2]);
    expect(data.match).toMatchObject({ matchStatus: 3, matchResult: 1 });
    // The first report's map name is kept: the scores agreed.
    expect(data.match.games[0].mapName).toBe('Dust');
    const next = (await c.matches(tournament.id, round.id)).find(
      (m) => m.matchId === match.bracket.winnerTo.matchId,
    );
    expect([next.duelDetail.participant1Id, next.duelDetail.participant2Id]).toContain(
      a.participantId,
    );
    const statuses = (await outboxPayloads(t, 'match.updated'))
      .filter((e) => e.matchId === match.matchId)
      .map((e) => e.matchStatus);
    expect(statuses).toEqual([2, 3]);
  });

  it("applies when the other side confirms, with the confirmer's side on record", async () => {
    const { playable, sidesOf } = await reportableBracket(t);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, b.actor, WIN_2));
    const data = expectOk(await r.confirm(match.matchId, a.actor));
    expect(data).toMatchObject({ state: 'confirmed', match: { matchStatus: 3, matchResult: 2 } });
    expect(data.reports[0]).toMatchObject({
      side: 1,
      participantId: a.participantId,
      reportedByExternalUserId: a.actor,
      confirmed: true,
      games: WIN_2.games,
    });
  });

  it('lets a solo player report for themselves', async () => {
    const { playable, sidesOf } = await reportableBracket(t, 4, true);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    const data = expectOk(await r.confirm(match.matchId, b.actor));
    expect(data).toMatchObject({ state: 'confirmed', match: { matchStatus: 3 } });
  });
});

describe('disputes', () => {
  it('a different score marks the match disputed; the organiser resolves it from the queue', async () => {
    const { playable, sidesOf, tournament } = await reportableBracket(t);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(
      await r.report(match.matchId, a.actor, {
        ...WIN_1,
        evidenceUrls: ['https://e.example/a.png'],
      }),
    );
    const data = expectOk(
      await r.report(match.matchId, b.actor, {
        ...WIN_2,
        evidenceUrls: ['https://e.example/b.png'],
      }),
    );
    expect(data).toMatchObject({ state: 'disputed', disputed: true, match: { matchStatus: 2 } });
    const disputed = (await outboxPayloads(t, 'match.disputed')).filter(
      (e) => e.matchId === match.matchId,
    );
    expect(disputed).toHaveLength(1);
    expect(disputed[0].reports).toHaveLength(2);

    const queue = expectOk(await r.list(`?disputed=true&tournamentId=${tournament.id}`));
    expect(queue).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 20, totalPages: 1 });
    expect(queue.items[0].matchId).toBe(match.matchId);
    expect(queue.items[0].reports.map((x: any) => x.evidenceUrls)).toEqual([
      ['https://e.example/a.png'],
      ['https://e.example/b.png'],
    ]);
    expect(expectOk(await r.list(`?disputed=false&tournamentId=${tournament.id}`)).items).toEqual(
      [],
    );

    const resolved = expectOk(
      await r.resolve(match.matchId, { games: [{ participant1Score: 2, participant2Score: 13 }] }),
    );
    expect(resolved).toMatchObject({
      state: 'resolved',
      disputed: false,
      resolution: { games: [{ participant1Score: 2, participant2Score: 13 }], forfeitBy: null },
      match: { matchStatus: 3, matchResult: 2 },
    });
    expect(resolved.reports).toHaveLength(2);
    expect(expectOk(await r.list(`?tournamentId=${tournament.id}`)).totalCount).toBe(0);
    expectRule(await r.report(match.matchId, a.actor, WIN_1), 'MATCH_COMPLETED');
  });

  it('agreeing after a dispute applies the score', async () => {
    const { playable, sidesOf } = await reportableBracket(t);
    const match = playable[0];
    const [a, b] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    expectOk(await r.report(match.matchId, b.actor, WIN_2));
    const data = expectOk(await r.confirm(match.matchId, b.actor));
    expect(data).toMatchObject({ state: 'confirmed', match: { matchResult: 1 } });
  });

  it("the organiser's result through the result route closes an open report", async () => {
    const { playable, sidesOf, c, tournament } = await reportableBracket(t);
    const match = playable[0];
    const [a] = sidesOf(match);
    expectOk(await r.report(match.matchId, a.actor, WIN_1));
    expect(expectOk(await r.list(`?tournamentId=${tournament.id}`)).totalCount).toBe(1);
    expectOk(await c.report(match.matchId, WIN_2));
    expect(expectOk(await r.list(`?tournamentId=${tournament.id}`)).totalCount).toBe(0);
    expectRule(await r.resolve(match.matchId, WIN_1), 'NO_OPEN_REPORT');
  });
});

describe('refusals', () => {
  it('each with its own reason or status', async () => {
    const { playable, sidesOf, matches, tournament } = await reportableBracket(t);
    const [m1, m2] = playable;
    const [a, b] = sidesOf(m1);
    const [elsewhere] = sidesOf(m2);
    expectRule(await r.report(m1.matchId, elsewhere.actor, WIN_1), 'NOT_A_PARTICIPANT');
    expectRule(await r.report(m1.matchId, a.member!, WIN_1), 'NOT_A_PARTICIPANT');
    expectRule(await r.confirm(m1.matchId, elsewhere.actor), 'NOT_A_PARTICIPANT');
    expect(expectError(await r.report(m1.matchId, 'nobody-here', WIN_1), 404).message).toMatch(
      /User/,
    );
    expectRule(await r.confirm(m1.matchId, a.actor), 'NOTHING_TO_CONFIRM');
    expect(expectOk(await r.read(m1.matchId))).toMatchObject({ state: 'unreported', reports: [] });
    expectRule(await r.resolve(m1.matchId, WIN_1), 'NO_OPEN_REPORT');

    expectOk(await r.report(m1.matchId, a.actor, WIN_1));
    expectRule(await r.report(m1.matchId, a.actor, WIN_1), 'ALREADY_REPORTED');
    expectRule(await r.confirm(m1.matchId, a.actor), 'OWN_REPORT');
    // New evidence for the same score is a new report, not a repeat.
    expectOk(
      await r.report(m1.matchId, a.actor, { ...WIN_1, evidenceUrls: ['https://x.example/1'] }),
    );

    const final = matches.find((m) => m.matchStatus === 5);
    expectRule(await r.report(final.matchId, a.actor, WIN_1), 'MATCH_NOT_READY');

    expectOk(await r.confirm(m1.matchId, b.actor));
    expectRule(await r.report(m1.matchId, b.actor, WIN_2), 'MATCH_COMPLETED');
    expectRule(await r.confirm(m1.matchId, b.actor), 'MATCH_COMPLETED');

    // Another tenant's key sees no such match.
    const other = reportCalls(t, (await t.newTenant()).apiKey);
    expectError(await other.report(m2.matchId, elsewhere.actor, WIN_1), 404);
    expectError(await other.confirm(m2.matchId, elsewhere.actor), 404);
    expectError(await other.read(m1.matchId), 404);
    expectError(await other.resolve(m2.matchId, WIN_1), 404);
    expectError(await other.settings(tournament.id), 404);
    expect(expectOk(await other.list()).items).toEqual([]);
    expectError(await other.list(`?tournamentId=${tournament.id}`), 404);
    expectOk(await r.list(`?tournamentId=${tournament.id}&roundId=${m2.roundId}`));
    const elsewhereRound = (await reportableBracket(t, 2)).round.id;
    expectError(await r.list(`?tournamentId=${tournament.id}&roundId=${elsewhereRound}`), 404);
  });

  it('rejects bad input naming the field', async () => {
    const { playable, sidesOf } = await reportableBracket(t);
    const match = playable[0];
    const [a] = sidesOf(match);
    const bad = (body: object) => r.report(match.matchId, a.actor, body);
    expectFieldError(
      await bad({ ...WIN_1, evidenceUrls: ['javascript:alert(1)'] }),
      'evidenceUrls.0',
    );
    expectFieldError(
      await bad({ ...WIN_1, evidenceUrls: ['ftp://files.example/x'] }),
      'evidenceUrls.0',
    );
    expectFieldError(
      await bad({ ...WIN_1, evidenceUrls: [`https://e.example/${'x'.repeat(1000)}`] }),
      'evidenceUrls.0',
    );
    const six = Array.from({ length: 6 }, (_, i) => `https://e.example/${i}`);
    expectFieldError(await bad({ ...WIN_1, evidenceUrls: six }), 'evidenceUrls');
    expectFieldError(await bad({ games: [] }), 'games');
    expectFieldError(await bad({ games: [...WIN_1.games, ...WIN_1.games] }), 'games');
    expectFieldError(await bad({ ...WIN_1, extra: 1 }), 'extra');
    expectFieldError(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/matches/${match.matchId}/reports`,
        headers: { 'x-api-key': t.tenant.apiKey },
        payload: WIN_1,
      }),
      'externalUserId',
    );
    expectFieldError(await r.report('not-a-uuid', a.actor, WIN_1), 'matchId');
  });

  it('refuses a match whose tournament is not running', async () => {
    const { playable, sidesOf, tournament, c } = await reportableBracket(t);
    const match = playable[0];
    const [a] = sidesOf(match);
    expectOk(
      await c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournament.id}/status`,
        payload: { status: 4 },
      }),
    );
    expectRule(await r.report(match.matchId, a.actor, WIN_1), 'TOURNAMENT_NOT_ONGOING');
  });

  it('needs the manage scope for the organiser routes', async () => {
    const integration = reportCalls(t, (await t.newTenant(['integration'])).apiKey);
    expectError(await integration.list(), 403);
  });
});
