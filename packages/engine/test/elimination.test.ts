import { describe, expect, it } from 'vitest';
import {
  MatchStatus,
  advanceMatch,
  applyChanges,
  generateDoubleElimination,
  generateSingleElimination,
} from '../src/index.js';
import type { EngineMatch, ReportedResult } from '../src/index.js';
import { ids, playOut } from './bracket-helpers.js';
import { reasonOf } from './engine-error.js';

const byMatchNumber = (matches: EngineMatch[], matchNumber: number) =>
  matches.find((m) => m.matchNumber === matchNumber) as EngineMatch;

describe('single elimination byes', () => {
  it.each([
    [5, ['p1', 'p2', 'p3']],
    [6, ['p1', 'p2']],
    [7, ['p1']],
  ])('with %i participants gives byes to the top seeds %j', (count, expected) => {
    const matches = generateSingleElimination(ids(count));
    const byes = matches.filter((m) => m.isBye);
    expect(byes.map((m) => m.participant1Id).sort()).toEqual(expected);
    for (const bye of byes) {
      expect(bye).toMatchObject({ stage: 1, status: MatchStatus.Completed, result: 1 });
      expect(bye.participant2Id).toBeNull();
    }
  });

  it('moves bye winners into stage 2 and schedules a stage-2 match of two bye winners', () => {
    const matches = generateSingleElimination(ids(5));
    const stageTwo = matches.filter((m) => m.stage === 2);
    expect(stageTwo.map((m) => [m.participant1Id, m.participant2Id, m.status])).toEqual([
      ['p1', null, MatchStatus.AwaitingParticipants],
      ['p2', 'p3', MatchStatus.Scheduled],
    ]);
  });

  it('adds a third-place match only from 4 participants', () => {
    expect(
      generateSingleElimination(ids(3), { thirdPlaceMatch: true }).map((m) => m.bracket),
    ).not.toContain('third_place');
    const four = generateSingleElimination(ids(4), { thirdPlaceMatch: true });
    expect(four.map((m) => m.bracket)).toEqual(['winners', 'winners', 'winners', 'third_place']);
    const { matches } = playOut(four, () => 1);
    expect(byMatchNumber(matches, 4)).toMatchObject({
      participant1Id: 'p4',
      participant2Id: 'p3',
      status: MatchStatus.Completed,
    });
  });

  it('refuses fewer than two participants and duplicates', () => {
    expect(reasonOf(() => generateSingleElimination(['a']))).toBe('NOT_ENOUGH_PARTICIPANTS');
    expect(reasonOf(() => generateSingleElimination(['a', 'a']))).toBe('DUPLICATE_PARTICIPANT');
  });
});

describe('advanceMatch in elimination', () => {
  const bracket = generateSingleElimination(ids(4));

  it('fills the next slot and reports the final champion', () => {
    const first = advanceMatch(bracket, { matchNumber: 1, result: 2 });
    expect(first.events).toEqual([
      { type: 'result_recorded', matchNumber: 1, result: 2 },
      { type: 'participant_placed', matchNumber: 3, slot: 1, participantId: 'p4' },
    ]);
    const afterFirst = applyChanges(bracket, first.changed);
    const second = advanceMatch(afterFirst, { matchNumber: 2, result: 1 });
    expect(second.events).toContainEqual({ type: 'match_ready', matchNumber: 3 });
    const final = advanceMatch(applyChanges(afterFirst, second.changed), {
      matchNumber: 3,
      result: 1,
    });
    expect(final).toMatchObject({ finished: true, championId: 'p4' });
  });

  it('refuses draws, replays and matches that are not ready', () => {
    expect(reasonOf(() => advanceMatch(bracket, { matchNumber: 1, result: 3 }))).toBe(
      'DRAW_NOT_ALLOWED',
    );
    expect(reasonOf(() => advanceMatch(bracket, { matchNumber: 3, result: 1 }))).toBe(
      'MATCH_NOT_READY',
    );
    expect(reasonOf(() => advanceMatch(bracket, { matchNumber: 9, result: 1 }))).toBe(
      'MATCH_NOT_FOUND',
    );
    const played = applyChanges(
      bracket,
      advanceMatch(bracket, { matchNumber: 1, result: 1 }).changed,
    );
    expect(reasonOf(() => advanceMatch(played, { matchNumber: 1, result: 1 }))).toBe(
      'MATCH_ALREADY_COMPLETED',
    );
  });
});

describe('double elimination', () => {
  it('builds 4 participants as winners 1-3, losers 4-5, grand final 6, reset 7', () => {
    const matches = generateDoubleElimination(ids(4), { grandFinal: 'double' });
    expect(matches.map((m) => `${m.bracket}:${m.stage}`)).toEqual([
      'winners:1',
      'winners:1',
      'winners:2',
      'losers:1',
      'losers:2',
      'grand_final:1',
      'grand_final_reset:1',
    ]);
    expect(byMatchNumber(matches, 3).loserTo).toEqual({ matchNumber: 5, slot: 2 });
    expect(byMatchNumber(matches, 6).winnerTo).toEqual({ matchNumber: 7, slot: 2 });
    expect(byMatchNumber(matches, 6).loserTo).toEqual({ matchNumber: 7, slot: 1 });
  });

  it('walks over a losers match whose other feeder was a bye', () => {
    const matches = generateDoubleElimination(ids(3), { grandFinal: 'single' });
    const outcome = advanceMatch(matches, { matchNumber: 2, result: 1 });
    expect(outcome.events).toContainEqual({ type: 'walkover', matchNumber: 4, winnerId: 'p3' });
  });

  it('cancels a losers match fed only by byes at generation', () => {
    const matches = generateDoubleElimination(ids(5), { grandFinal: 'single' });
    const cancelled = matches.filter((m) => m.status === MatchStatus.Cancelled);
    expect(cancelled.map((m) => [m.bracket, m.stage])).toEqual([['losers', 1]]);
  });

  function playToGrandFinal(grandFinal: 'none' | 'single' | 'double') {
    // Slot 1 always wins: p1 takes the winners bracket, p4 (slot 1 of both losers matches)
    // takes the losers bracket.
    const pickSlotOne = (): ReportedResult => 1;
    const matches = generateDoubleElimination(ids(4), { grandFinal });
    const upToFinal = matches.filter((m) => !m.bracket.startsWith('grand_final'));
    let state = matches;
    for (const { matchNumber } of upToFinal) {
      state = applyChanges(
        state,
        advanceMatch(state, { matchNumber, result: pickSlotOne() }).changed,
      );
    }
    return state;
  }

  it('cancels the reset when the winners champion takes the grand final', () => {
    const state = playToGrandFinal('double');
    expect(byMatchNumber(state, 6)).toMatchObject({ participant1Id: 'p1', participant2Id: 'p4' });
    const outcome = advanceMatch(state, { matchNumber: 6, result: 1 });
    expect(outcome.events).toContainEqual({ type: 'reset_cancelled', matchNumber: 7 });
    expect(outcome).toMatchObject({ finished: true, championId: 'p1' });
    expect(byMatchNumber(applyChanges(state, outcome.changed), 7).status).toBe(
      MatchStatus.Cancelled,
    );
  });

  it('plays the reset when the losers champion takes the grand final', () => {
    const state = playToGrandFinal('double');
    const outcome = advanceMatch(state, { matchNumber: 6, result: 2 });
    expect(outcome.events).toContainEqual({ type: 'reset_activated', matchNumber: 7 });
    expect(outcome.finished).toBe(false);
    const withReset = applyChanges(state, outcome.changed);
    expect(byMatchNumber(withReset, 7)).toMatchObject({
      participant1Id: 'p1',
      participant2Id: 'p4',
      status: MatchStatus.Scheduled,
    });
    const reset = advanceMatch(withReset, { matchNumber: 7, result: 2 });
    expect(reset).toMatchObject({ finished: true, championId: 'p4' });
  });

  it("with 'none' crowns the winners champion once the losers final is over", () => {
    const state = playToGrandFinal('none');
    expect(state.some((m) => m.bracket === 'grand_final')).toBe(false);
    expect(state.every((m) => m.status === MatchStatus.Completed)).toBe(true);
    const { last } = playOut(generateDoubleElimination(ids(4), { grandFinal: 'none' }), () => 2);
    expect(last).toMatchObject({ finished: true, championId: 'p3' });
  });

  it("with 'single' ends after one grand final whoever wins", () => {
    const state = playToGrandFinal('single');
    expect(advanceMatch(state, { matchNumber: 6, result: 2 })).toMatchObject({
      finished: true,
      championId: 'p4',
    });
  });
});
