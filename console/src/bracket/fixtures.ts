import type { BracketSide, MatchView, ParticipantView, SlotLink } from './model';

/**
 * Brackets built from first principles (not from the server's engine), for the layout tests
 * and for previews: every match scheduled, the first round filled with seeds 1..n.
 */

function participant(seed: number): ParticipantView {
  return { id: `p${seed}`, name: `Team ${seed}`, seed };
}

function emptyMatch(side: BracketSide, round: number, position: number, number: number): MatchView {
  return {
    id: `${side}-${round}-${position}`,
    number,
    side,
    round,
    position,
    top: { participant: null, score: null, isWinner: false },
    bottom: { participant: null, score: null, isWinner: false },
    state: 'waiting',
    isBye: false,
    isDraw: false,
    winnerTo: null,
    loserTo: null,
  };
}

const halfLink = (side: BracketSide, round: number, position: number): SlotLink => ({
  matchId: `${side}-${round}-${Math.ceil(position / 2)}`,
  slot: position % 2 === 1 ? 1 : 2,
});

/** The winners tree of `size` (a power of two) participants, seeded 1..size in order. */
function winnersTree(size: number, counter: { next: number }): MatchView[] {
  const matches: MatchView[] = [];
  const rounds = Math.log2(size);
  for (let round = 1; round <= rounds; round++) {
    const count = size / 2 ** round;
    for (let position = 1; position <= count; position++) {
      const match = emptyMatch('winners', round, position, counter.next++);
      if (round < rounds) match.winnerTo = halfLink('winners', round + 1, position);
      if (round === 1) {
        match.top.participant = participant(2 * position - 1);
        match.bottom.participant = participant(2 * position);
        match.state = 'scheduled';
      }
      matches.push(match);
    }
  }
  return matches;
}

export function singleEliminationFixture(size: number, thirdPlace = false): MatchView[] {
  const counter = { next: 1 };
  const matches = winnersTree(size, counter);
  if (thirdPlace && size >= 4) {
    const third = emptyMatch('third_place', 1, 1, counter.next++);
    const semis = matches.filter((m) => m.round === Math.log2(size) - 1);
    semis.forEach((m, i) => (m.loserTo = { matchId: third.id, slot: i === 0 ? 1 : 2 }));
    matches.push(third);
  }
  return matches;
}

/** Losers round 2k-1 halves the field; round 2k takes the losers of winners round k+1. */
export function doubleEliminationFixture(size: number, reset = true): MatchView[] {
  const counter = { next: 1 };
  const winners = winnersTree(size, counter);
  const winnerRounds = Math.log2(size);
  const loserRounds = 2 * (winnerRounds - 1);
  const losers: MatchView[] = [];
  for (let round = 1; round <= loserRounds; round++) {
    const count = size / 2 ** (Math.ceil(round / 2) + 1);
    for (let position = 1; position <= count; position++) {
      const match = emptyMatch('losers', round, position, counter.next++);
      if (round < loserRounds) {
        match.winnerTo =
          round % 2 === 1
            ? { matchId: `losers-${round + 1}-${position}`, slot: 1 }
            : halfLink('losers', round + 1, position);
      }
      losers.push(match);
    }
  }
  for (const match of winners) {
    if (match.round === 1) match.loserTo = halfLink('losers', 1, match.position);
    else match.loserTo = { matchId: `losers-${2 * match.round - 2}-${match.position}`, slot: 2 };
  }
  const grandFinal = emptyMatch('grand_final', 1, 1, counter.next++);
  const final = winners.find((m) => m.round === winnerRounds);
  const losersFinal = losers.find((m) => m.round === loserRounds);
  if (final) final.winnerTo = { matchId: grandFinal.id, slot: 1 };
  if (losersFinal) losersFinal.winnerTo = { matchId: grandFinal.id, slot: 2 };
  const finals = [grandFinal];
  if (reset) {
    const resetMatch = emptyMatch('grand_final_reset', 1, 1, counter.next++);
    grandFinal.winnerTo = { matchId: resetMatch.id, slot: 1 };
    finals.push(resetMatch);
  }
  return [...winners, ...losers, ...finals];
}
