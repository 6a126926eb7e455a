import type { CSSProperties } from 'react';
import classes from './bracket.module.css';
import { CARD_HEIGHT, CARD_WIDTH } from './layout';
import { matchLabel, slotName } from './labels';
import type { MatchSlotView, MatchView } from './model';
import { bracketStrings as strings } from './strings';

export interface MatchCardProps {
  match: MatchView;
  onMatchClick?: (match: MatchView) => void;
  /** Absolute position inside a bracket canvas; without it the card flows in its container. */
  position?: { x: number; y: number };
  /** Draws attention to the card, e.g. the match whose result was just entered. */
  highlighted?: boolean;
}

function SlotRow({ match, slot }: { match: MatchView; slot: MatchSlotView }) {
  const rowClass = [classes.row, slot.isWinner ? classes.winner : ''].join(' ');
  return (
    <span className={rowClass}>
      <span className={classes.seed}>{slot.participant?.seed ?? ''}</span>
      <span className={[classes.name, slot.participant ? '' : classes.empty].join(' ')}>
        {slotName(match, slot)}
      </span>
      <span className={classes.score}>{slot.score ?? ''}</span>
    </span>
  );
}

/** One match: both participants with seed and score, the winner highlighted, its status. */
export function MatchCard({ match, onMatchClick, position, highlighted }: MatchCardProps) {
  const live = match.state === 'live';
  const className = [
    classes.card,
    position ? '' : classes.inline,
    live ? classes.live : '',
    match.isBye ? classes.bye : '',
    highlighted ? classes.highlighted : '',
  ].join(' ');
  const style: CSSProperties = position
    ? { left: position.x, top: position.y, width: CARD_WIDTH, height: CARD_HEIGHT }
    : { height: CARD_HEIGHT };
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={matchLabel(match)}
      data-match-id={match.id}
      onClick={() => onMatchClick?.(match)}
    >
      <span className={[classes.caption, live ? classes.captionLive : ''].join(' ')}>
        <span>{strings.matchNumber(match.number)}</span>
        <span>{match.isBye ? strings.bye : strings.matchState[match.state]}</span>
      </span>
      <SlotRow match={match} slot={match.top} />
      <SlotRow match={match} slot={match.bottom} />
    </button>
  );
}
