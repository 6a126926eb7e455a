import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { bracketStrings as strings } from './strings';

const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 1.5;

export interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  onFit: () => void;
}

const clamp = (zoom: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

export function ZoomControls({ zoom, onZoom, onFit }: ZoomControlsProps) {
  return (
    <Group gap="xs" role="group" aria-label={strings.zoom.group}>
      <ActionIcon
        variant="default"
        aria-label={strings.zoom.zoomOut}
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(clamp(zoom - 0.1))}
      >
        −
      </ActionIcon>
      <Text size="sm" w={48} ta="center" aria-live="polite">
        {strings.zoom.level(Math.round(zoom * 100))}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={strings.zoom.zoomIn}
        disabled={zoom >= MAX_ZOOM}
        onClick={() => onZoom(clamp(zoom + 0.1))}
      >
        +
      </ActionIcon>
      <Button variant="default" size="xs" onClick={onFit}>
        {strings.zoom.fit}
      </Button>
      <Button variant="default" size="xs" onClick={() => onZoom(1)}>
        {strings.zoom.actualSize}
      </Button>
    </Group>
  );
}

export { clamp as clampZoom };
