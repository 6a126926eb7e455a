import { Badge, Tooltip } from '@mantine/core';
import type { LiveState } from './live-updates';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<LiveState, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'yellow',
  offline: 'gray',
};

/** Whether results arrive by themselves right now; announced politely when it changes. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('public.liveHint')}>
      <Badge
        role="status"
        aria-live="polite"
        variant="dot"
        color={COLOURS[state]}
        data-live-state={state}
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        {t(`public.live.${state}`)}
      </Badge>
    </Tooltip>
  );
}
