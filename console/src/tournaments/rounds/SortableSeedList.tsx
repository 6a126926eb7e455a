import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { t } from '../../i18n/i18n';

export interface SeedEntry {
  participantId: string;
  name: string;
  /** Shown after the name, e.g. the participant's rating. */
  detail?: string;
}

interface Props {
  entries: SeedEntry[];
  onChange: (entries: SeedEntry[]) => void;
}

/**
 * The seeding order, top seed first: drag a row (mouse, touch, or the handle with Space and the
 * arrow keys), or use the move buttons.
 */
export function SortableSeedList({ entries, onChange }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length) return;
    onChange(arrayMove(entries, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.participantId === active.id);
    const to = entries.findIndex((e) => e.participantId === over.id);
    move(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={entries.map((e) => e.participantId)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          aria-label={t('tournaments.rounds.seedingOrder')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {entries.map((entry, index) => (
            <SeedRow
              key={entry.participantId}
              entry={entry}
              seed={index + 1}
              isFirst={index === 0}
              isLast={index === entries.length - 1}
              onMove={(delta) => move(index, index + delta)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SeedRow({
  entry,
  seed,
  isFirst,
  isLast,
  onMove,
}: {
  entry: SeedEntry;
  seed: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: number) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.participantId });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : 0,
      }}
      data-testid="seed-row"
    >
      <Paper withBorder p={6} mb={4} shadow={isDragging ? 'md' : undefined}>
        <Group wrap="nowrap" gap="sm">
          <ActionIcon
            variant="subtle"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('tournaments.rounds.drag', { name: entry.name })}
            style={{ cursor: 'grab' }}
          >
            ⠿
          </ActionIcon>
          <Text w={32} fw={700}>
            {seed}
          </Text>
          <Text style={{ flex: 1 }}>{entry.name}</Text>
          {entry.detail && (
            <Text c="dimmed" size="sm">
              {entry.detail}
            </Text>
          )}
          <ActionIcon
            variant="default"
            aria-label={t('tournaments.rounds.moveUp', { name: entry.name })}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('tournaments.rounds.moveDown', { name: entry.name })}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            ↓
          </ActionIcon>
        </Group>
      </Paper>
    </li>
  );
}
