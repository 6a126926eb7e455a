import { Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import classes from './bracket.module.css';
import { layoutElimination } from './layout';
import { MatchCard } from './MatchCard';
import type { MatchClickHandler, MatchView } from './model';
import { clampZoom, MAX_ZOOM, ZoomControls } from './ZoomControls';
import { bracketStrings as strings } from './strings';

export interface EliminationBracketProps {
  /** Every match of the round; round-robin and Swiss matches are left out. */
  matches: MatchView[];
  onMatchClick?: MatchClickHandler;
  highlightedMatchId?: string | null;
  /** The accessible name of the drawing, e.g. the round's name. */
  label?: string;
  /**
   * Start with the whole bracket in view, as large as the frame allows (a wall screen), and
   * follow the frame's size until the viewer zooms by hand.
   */
  fitWhole?: boolean;
}

/** The drawing's frame is at most this share of the window's height (see `.scroller`). */
const FRAME_HEIGHT_SHARE = 0.75;
const FRAME_PADDING = 24;
const FRAME_BORDERS = 2;

/**
 * Single or double elimination as columns of match cards joined by connector lines. Large
 * brackets scroll both ways; the zoom controls shrink them, "Fit" to the available width.
 */
export function EliminationBracket({
  matches,
  onMatchClick,
  highlightedMatchId,
  label = strings.drawingLabel,
  fitWhole = false,
}: EliminationBracketProps) {
  const layout = useMemo(() => layoutElimination(matches), [matches]);
  const byId = useMemo(() => new Map(matches.map((m) => [m.id, m])), [matches]);
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [followFrame, setFollowFrame] = useState(fitWhole);
  const fit = () => {
    const available = (scroller.current?.clientWidth ?? layout.width) - FRAME_PADDING;
    setZoom(clampZoom(Math.min(1, available / Math.max(1, layout.width))));
  };
  useEffect(() => {
    const frame = scroller.current;
    if (!followFrame || !frame) return;
    const fitAll = () => {
      const width = (frame.clientWidth - FRAME_PADDING) / Math.max(1, layout.width);
      // The frame's height is capped with its borders (box-sizing: border-box).
      const height =
        (window.innerHeight * FRAME_HEIGHT_SHARE - FRAME_PADDING - FRAME_BORDERS) /
        Math.max(1, layout.height);
      // Rounded down, so that the rounding never makes the drawing a pixel too large.
      setZoom(clampZoom(Math.floor(Math.min(MAX_ZOOM, width, height) * 100) / 100));
    };
    fitAll();
    const resizes = new ResizeObserver(fitAll);
    resizes.observe(frame);
    return () => resizes.disconnect();
  }, [followFrame, layout]);
  const zoomByHand = (next: number) => {
    setFollowFrame(false);
    setZoom(next);
  };
  return (
    <Stack gap="xs">
      <ZoomControls
        zoom={zoom}
        onZoom={zoomByHand}
        onFit={() => {
          setFollowFrame(false);
          fit();
        }}
      />
      <div
        ref={scroller}
        className={classes.scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <div style={{ width: layout.width * zoom, height: layout.height * zoom }}>
          <div
            className={classes.canvas}
            style={{ width: layout.width, height: layout.height, transform: `scale(${zoom})` }}
          >
            <svg
              className={classes.connectors}
              width={layout.width}
              height={layout.height}
              aria-hidden="true"
            >
              {layout.connectors.map((c) => (
                <polyline
                  key={c.fromMatchId}
                  points={c.points.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="none"
                  stroke="var(--mantine-color-gray-5)"
                  strokeWidth={1.5}
                />
              ))}
            </svg>
            {layout.headers.map((h) => (
              <div key={h.key} className={classes.header} style={{ left: h.x, top: h.y }}>
                {h.title}
              </div>
            ))}
            {layout.cards.map((card) => {
              const match = byId.get(card.matchId);
              return match ? (
                <MatchCard
                  key={card.matchId}
                  match={match}
                  position={card}
                  onMatchClick={onMatchClick}
                  highlighted={card.matchId === highlightedMatchId}
                />
              ) : null;
            })}
          </div>
        </div>
      </div>
    </Stack>
  );
}
