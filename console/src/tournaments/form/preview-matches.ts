import type { MatchView } from '../../bracket';
import type { StagePreview } from '../api/stages';
import { t } from '../../i18n/i18n';

type PreviewMatch = StagePreview['stages'][number]['matches'][number];

const idOf = (matchNumber: number) => `preview-${matchNumber}`;

function slot(seed: number | null) {
  return {
    participant:
      seed === null
        ? null
        : { id: `seed-${seed}`, name: t('tournaments.plan.seed', { number: seed }), seed },
    score: null,
    isWinner: false,
  };
}

/** The server's empty bracket as the drawing's matches: seeds in their places, the rest to come. */
export function previewMatchViews(matches: readonly PreviewMatch[]): MatchView[] {
  return matches.map((m) => ({
    id: idOf(m.matchNumber),
    number: m.matchNumber,
    side: m.side,
    round: m.round,
    position: m.position,
    top: slot(m.participant1Seed),
    bottom: slot(m.participant2Seed),
    state: m.isBye ? 'completed' : 'waiting',
    isBye: m.isBye,
    isDraw: false,
    winnerTo: m.winnerTo
      ? { matchId: idOf(m.winnerTo.matchNumber), slot: m.winnerTo.slot as 1 | 2 }
      : null,
    loserTo: m.loserTo
      ? { matchId: idOf(m.loserTo.matchNumber), slot: m.loserTo.slot as 1 | 2 }
      : null,
  }));
}
