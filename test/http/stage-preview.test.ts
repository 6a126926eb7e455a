import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { client, playAll, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const preview = (teamCount: number, stages: unknown[], key?: string) =>
  c.api({
    method: 'POST',
    url: '/api/v1/stages/preview',
    payload: { teamCount, stages },
    ...(key === undefined ? {} : { key }),
  });
const counts = (data: any) =>
  data.stages.map((s: any) => [s.teamCount, s.groupCount, s.matchCount, s.roundCount]);

describe('previewing a stage plan', () => {
  it('counts an 8-team double elimination by its grand final, and draws its empty bracket', async () => {
    const withReset = expectOk(
      await preview(8, [{ name: 'Bracket', roundType: 2, grandFinal: 'double' }]),
    );
    // 7 winners-bracket matches, 6 losers-bracket, the grand final and its reset; 3 + 4 + 1 + 1 rounds.
    expect(withReset).toMatchObject({ teamCount: 8, matchCount: 15, roundCount: 9 });
    expect(counts(withReset)).toEqual([[8, 1, 15, 9]]);
    const stage = withReset.stages[0];
    expect(stage).toMatchObject({ stageNumber: 1, name: 'Bracket', roundType: 2 });
    expect(stage.matches).toHaveLength(15);
    const first = stage.matches.find((m: any) => m.side === 'winners' && m.position === 1);
    expect(first).toMatchObject({
      round: 1,
      participant1Seed: 1,
      participant2Seed: 8,
      isBye: false,
      loserTo: { matchNumber: expect.any(Number), slot: expect.any(Number) },
    });
    const reset = stage.matches.find((m: any) => m.side === 'grand_final_reset');
    expect(reset).toMatchObject({ participant1Seed: null, participant2Seed: null, winnerTo: null });

    const single = expectOk(
      await preview(8, [{ name: 'Bracket', roundType: 2, grandFinal: 'single' }]),
    );
    expect([single.matchCount, single.roundCount]).toEqual([14, 8]);
    const none = expectOk(
      await preview(8, [{ name: 'Bracket', roundType: 2, grandFinal: 'none' }]),
    );
    expect([none.matchCount, none.roundCount]).toEqual([13, 7]);
  });

  it('leaves byes out of a single elimination that is not a power of two', async () => {
    const data = expectOk(await preview(6, [{ name: 'Bracket', roundType: 1 }]));
    expect(counts(data)).toEqual([[6, 1, 5, 3]]);
    expect(data.stages[0].matches).toHaveLength(7);
    const byes = data.stages[0].matches.filter((m: any) => m.isBye);
    // The top two seeds wait for the second round.
    expect(byes.map((m: any) => m.participant1Seed).sort()).toEqual([1, 2]);
  });

  it('follows the qualifiers from groups into playoffs, whose places are decided by play', async () => {
    const data = expectOk(
      await preview(8, [
        { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 2 } },
        { name: 'Playoffs', roundType: 1, thirdPlaceMatch: true },
      ]),
    );
    // Two groups of 4 play 6 matches each over 3 matchdays; 4 qualifiers play 2 + 1 + 1.
    expect(counts(data)).toEqual([
      [8, 2, 12, 3],
      [4, 1, 4, 3],
    ]);
    expect([data.matchCount, data.roundCount]).toEqual([16, 6]);
    expect(data.stages[1].matches.every((m: any) => m.participant1Seed === null && !m.isBye)).toBe(
      true,
    );
  });

  it('counts every Swiss stage and every free-for-all lobby match', async () => {
    const swiss = expectOk(await preview(8, [{ name: 'Swiss', roundType: 4 }]));
    expect(counts(swiss)).toEqual([[8, 1, 12, 3]]);
    const ffa = expectOk(
      await preview(16, [{ name: 'Heats', roundType: 5, numberOfGroups: 4, matchesPerGroup: 3 }]),
    );
    expect(counts(ffa)).toEqual([[16, 4, 12, 3]]);
    expect(ffa.stages[0].matches).toEqual([]);
  });

  it('counts the matches the declared plan really plays, byes and their walkovers left out', async () => {
    const plan = [{ name: 'Bracket', roundType: 2, grandFinal: 'double' }];
    const { tournament } = await setup(t, 6);
    const expected = expectOk(await preview(6, plan));
    // 2 × 6 − 2 matches, and the reset.
    expect([expected.matchCount, expected.roundCount]).toEqual([11, 8]);
    const declared = expectOk(
      await c.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${tournament.id}/stages`,
        payload: { stages: plan },
      }),
    );
    const roundId = declared.stages[0].roundId;
    expectOk(await c.generate(roundId));
    // The losers-bracket finalist takes the first grand final, so the reset is played.
    const reports = await playAll(c, tournament.id, roundId, (m) =>
      m.bracket.side === 'grand_final' ? 2 : 1,
    );
    expect(reports).toBe(expected.matchCount);
  });

  it('refuses what declaring or generating the plan would refuse, naming the field', async () => {
    expectFieldError(await preview(1, [{ name: 'Bracket', roundType: 1 }]), 'teamCount');
    expectFieldError(
      await preview(8, [{ name: 'Bracket', roundType: 1, grandFinal: 'double' }]),
      'stages.0.grandFinal',
    );
    expectFieldError(
      await preview(8, [
        { name: 'Heats', roundType: 5, qualifiers: { topN: 4 } },
        { name: 'Playoffs', roundType: 1 },
      ]),
      'stages.1.roundType',
    );
    const tooMany = expectRule(
      await preview(8, [
        { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 5 } },
        { name: 'Playoffs', roundType: 1 },
      ]),
      'QUALIFIERS_EXCEED_FIELD',
    );
    expect(tooMany.error.details.field).toBe('stages.0.qualifiers.perGroup');
    const swiss = expectRule(
      await preview(4, [{ name: 'Swiss', roundType: 4, swissStages: 5 }]),
      'STAGE_CANNOT_TAKE_QUALIFIERS',
    );
    expect(swiss.error.details.field).toBe('teamCount');
  });

  it('needs a key or a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stages/preview',
      payload: { teamCount: 8, stages: [{ name: 'Bracket', roundType: 1 }] },
    });
    expect(res.statusCode).toBe(401);
  });
});
