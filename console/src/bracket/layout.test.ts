import { describe, expect, it } from 'vitest';
import { doubleEliminationFixture, singleEliminationFixture } from './fixtures';
import { CARD_HEIGHT, layoutElimination, type CardBox } from './layout';
import type { MatchView } from './model';

function boxOf(cards: CardBox[], matchId: string): CardBox {
  const box = cards.find((c) => c.matchId === matchId);
  if (!box) throw new Error(`no card for ${matchId}`);
  return box;
}

function overlaps(a: CardBox, b: CardBox) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectNoOverlap(cards: CardBox[]) {
  // Cards of a column share x, so sorting by (x, y) leaves only neighbours to compare.
  const sorted = [...cards].sort((a, b) => a.x - b.x || a.y - b.y);
  for (let i = 1; i < sorted.length; i++) {
    const [previous, current] = [sorted[i - 1]!, sorted[i]!];
    if (previous.x === current.x) expect(overlaps(previous, current)).toBe(false);
  }
  const distinctX = new Set(cards.map((c) => c.x));
  for (const x of distinctX) {
    const column = cards.filter((c) => c.x === x);
    const others = cards.filter((c) => c.x !== x);
    for (const card of column) expect(others.some((o) => overlaps(o, card))).toBe(false);
  }
}

function expectConnectorsJoinWinnerTargets(matches: MatchView[]) {
  const layout = layoutElimination(matches);
  const linked = matches.filter((m) => m.winnerTo);
  expect(layout.connectors).toHaveLength(linked.length);
  for (const match of linked) {
    const connector = layout.connectors.find((c) => c.fromMatchId === match.id);
    expect(connector?.toMatchId).toBe(match.winnerTo!.matchId);
    const from = boxOf(layout.cards, match.id);
    const to = boxOf(layout.cards, match.winnerTo!.matchId);
    const start = connector!.points[0]!;
    const end = connector!.points.at(-1)!;
    expect(start).toEqual({ x: from.x + from.width, y: from.y + from.height / 2 });
    expect(end.x).toBe(to.x);
    // The line ends at the target's upper row for slot 1, its lower row for slot 2.
    const middle = to.y + to.height / 2;
    if (match.winnerTo!.slot === 1) expect(end.y).toBeLessThan(middle);
    else expect(end.y).toBeGreaterThan(middle);
    expect(end.y).toBeGreaterThan(to.y);
    expect(end.y).toBeLessThan(to.y + to.height);
    // Orthogonal segments only: every step changes x or y, never both.
    connector!.points.slice(1).forEach((point, i) => {
      const previous = connector!.points[i]!;
      expect(point.x === previous.x || point.y === previous.y).toBe(true);
    });
  }
}

describe('single elimination layout', () => {
  it('draws 256 teams as 255 cards in 8 columns without overlap', () => {
    const layout = layoutElimination(singleEliminationFixture(256));
    expect(layout.cards).toHaveLength(255);
    expect(new Set(layout.cards.map((c) => c.x)).size).toBe(8);
    expectNoOverlap(layout.cards);
    expect(layout.headers.map((h) => h.title)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    expect(layout.height).toBeGreaterThanOrEqual(128 * CARD_HEIGHT);
  });

  it('joins each match to its winnerTo target', () => {
    expectConnectorsJoinWinnerTargets(singleEliminationFixture(16));
  });

  it('centres a card between the two cards that feed it', () => {
    const matches = singleEliminationFixture(8);
    const layout = layoutElimination(matches);
    const final = boxOf(layout.cards, 'winners-3-1');
    const semis = ['winners-2-1', 'winners-2-2'].map((id) => boxOf(layout.cards, id));
    expect(final.y + final.height / 2).toBe(
      (semis[0]!.y + semis[1]!.y + 2 * (CARD_HEIGHT / 2)) / 2,
    );
  });

  it('puts the third-place match under the final, in its column', () => {
    const layout = layoutElimination(singleEliminationFixture(8, true));
    const final = boxOf(layout.cards, 'winners-3-1');
    const third = boxOf(layout.cards, 'third_place-1-1');
    expect(third.x).toBe(final.x);
    expect(third.y).toBeGreaterThan(final.y + final.height);
    expect(layout.headers.some((h) => h.title === 'Third place')).toBe(true);
    expectNoOverlap(layout.cards);
  });

  it('ignores round-robin and Swiss matches', () => {
    const swiss = { ...singleEliminationFixture(2)[0]!, id: 's', side: 'swiss' as const };
    expect(layoutElimination([swiss]).cards).toEqual([]);
  });
});

describe('double elimination layout', () => {
  const matches = doubleEliminationFixture(16);
  const layout = layoutElimination(matches);
  const cardsOf = (side: MatchView['side']) =>
    matches.filter((m) => m.side === side).map((m) => boxOf(layout.cards, m.id));

  it('lays the losers bracket out below the winners bracket', () => {
    const winners = cardsOf('winners');
    const losers = cardsOf('losers');
    expect(winners).toHaveLength(15);
    expect(losers).toHaveLength(14);
    const winnersBottom = Math.max(...winners.map((c) => c.y + c.height));
    const losersTop = Math.min(...losers.map((c) => c.y));
    expect(losersTop).toBeGreaterThan(winnersBottom);
    expect(new Set(winners.map((c) => c.x)).size).toBe(4);
    expect(new Set(losers.map((c) => c.x)).size).toBe(6);
  });

  it('puts the grand final and its reset right of both brackets', () => {
    const trees = [...cardsOf('winners'), ...cardsOf('losers')];
    const rightEdge = Math.max(...trees.map((c) => c.x + c.width));
    const [grandFinal] = cardsOf('grand_final');
    const [reset] = cardsOf('grand_final_reset');
    expect(grandFinal!.x).toBeGreaterThan(rightEdge);
    expect(reset!.x).toBeGreaterThan(grandFinal!.x);
    expect(layout.headers.map((h) => h.title)).toContain('Grand final reset');
    expect(layout.headers.map((h) => h.title)).toContain('Losers final');
  });

  it('joins each match to its winnerTo target without overlapping cards', () => {
    expectConnectorsJoinWinnerTargets(matches);
    expectNoOverlap(layout.cards);
    expectNoOverlap(layoutElimination(doubleEliminationFixture(256)).cards);
  });
});
