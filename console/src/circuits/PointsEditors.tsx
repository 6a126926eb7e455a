import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../i18n/i18n';

export interface PlaceRow {
  from: number | string;
  to: number | string;
  points: number | string;
}

interface StageRow {
  stage: number | string;
  points: number | string;
}

export interface RuleValues {
  name: string;
  description: string;
  pointsTable: PlaceRow[];
  stagePoints: StageRow[];
  bestResults: number | string;
  minEvents: number | string;
}

type Form = UseFormReturnType<RuleValues>;

const COLUMN_LABELS = {
  from: 'circuits.points.fromPlace',
  to: 'circuits.points.toPlace',
  points: 'circuits.points.points',
} as const;
const PLACE_COLUMNS = Object.keys(COLUMN_LABELS) as (keyof typeof COLUMN_LABELS)[];

function Legend({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <legend>
        <Text fw={500}>{title}</Text>
      </legend>
      <Text size="sm" c="gray.7" mb="xs">
        {hint}
      </Text>
    </>
  );
}

const fieldset = { border: 0, padding: 0, margin: 0 };

function RemoveRow({ onClick, label }: { onClick(): void; label: string }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} mb={4}>
      ×
    </ActionIcon>
  );
}

/** The points table: rows of places (from–to) and their points, added and removed in place. */
export function PlacePointsEditor({ form }: { form: Form }) {
  const rows = form.values.pointsTable;
  return (
    <fieldset style={fieldset}>
      <Legend title={t('circuits.points.placeTitle')} hint={t('circuits.points.placeHint')} />
      <Stack gap="xs">
        {rows.map((_, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            {PLACE_COLUMNS.map((column) => (
              <NumberInput
                key={column}
                label={t(COLUMN_LABELS[column], { row: i + 1 })}
                min={column === 'points' ? 0 : 1}
                w={130}
                {...form.getInputProps(`pointsTable.${i}.${column}`)}
              />
            ))}
            <RemoveRow
              label={t('circuits.points.removeRow', { row: i + 1 })}
              onClick={() => form.removeListItem('pointsTable', i)}
            />
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        mt="xs"
        onClick={() => {
          const last = rows.at(-1);
          const from = last ? Number(last.to || last.from) + 1 : 1;
          form.insertListItem('pointsTable', { from, to: from, points: 0 });
        }}
      >
        {t('circuits.points.addRow')}
      </Button>
    </fieldset>
  );
}

/** Points for reaching a stage of the member tournaments' stage plans. */
export function StagePointsEditor({ form }: { form: Form }) {
  const rows = form.values.stagePoints;
  return (
    <fieldset style={fieldset}>
      <Legend title={t('circuits.points.stageTitle')} hint={t('circuits.points.stageHint')} />
      <Stack gap="xs">
        {rows.map((_, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <NumberInput
              label={t('circuits.points.stage', { row: i + 1 })}
              min={1}
              w={130}
              {...form.getInputProps(`stagePoints.${i}.stage`)}
            />
            <NumberInput
              label={t('circuits.points.stagePoints', { row: i + 1 })}
              min={0}
              w={130}
              {...form.getInputProps(`stagePoints.${i}.points`)}
            />
            <RemoveRow
              label={t('circuits.points.removeStageRow', { row: i + 1 })}
              onClick={() => form.removeListItem('stagePoints', i)}
            />
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        mt="xs"
        onClick={() =>
          form.insertListItem('stagePoints', {
            stage: Number(rows.at(-1)?.stage ?? 1) + 1,
            points: 0,
          })
        }
      >
        {t('circuits.points.addStage')}
      </Button>
    </fieldset>
  );
}
