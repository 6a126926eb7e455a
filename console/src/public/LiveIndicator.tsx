import { Badge, Tooltip } from '@mantine/core';
import type { LiveState } from './live-updates';
import { strings } from './strings';

const COLOURS: Record<LiveState, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'yellow',
  offline: 'gray',
};

/** Whether results arrive by themselves right now; announced politely when it changes. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <Tooltip label={strings.liveHint}>
      <Badge
        role="status"
        aria-live="polite"
        variant="dot"
        color={COLOURS[state]}
        data-live-state={state}
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        {strings.live[state]}
      </Badge>
    </Tooltip>
  );
}
