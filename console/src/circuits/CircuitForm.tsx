import { Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, describeError } from '../api/errors';
import { FormFooter } from '../ui/FormFooter';
import { useSaveCircuit, type Circuit, type CircuitBody } from './api';
import {
  PlacePointsEditor,
  StagePointsEditor,
  type PlaceRow,
  type RuleValues,
} from './PointsEditors';
import { t } from '../i18n/i18n';

const DEFAULT_TABLE: PlaceRow[] = [
  { from: 1, to: 1, points: 100 },
  { from: 2, to: 2, points: 70 },
  { from: 3, to: 4, points: 50 },
  { from: 5, to: 8, points: 25 },
];

const num = (value: number | string) => (value === '' ? undefined : Number(value));

/** `pointsTable[1].from` (the server's) → `pointsTable.1.from` (the form's). */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** Creates a circuit, or edits `circuit`: its name, points table and rules. */
export function CircuitForm({
  circuit,
  onSaved,
}: {
  circuit?: Circuit;
  onSaved(circuit: Circuit): void;
}) {
  const form = useForm<RuleValues>({
    initialValues: {
      name: circuit?.name ?? '',
      description: circuit?.description ?? '',
      pointsTable: circuit?.pointsTable ?? DEFAULT_TABLE,
      stagePoints: circuit?.stagePoints ?? [],
      bestResults: circuit?.bestResults ?? '',
      minEvents: circuit?.minEvents ?? 1,
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCircuit(circuit?.id);
  const submit = (values: typeof form.values) => {
    const body: CircuitBody = {
      name: values.name,
      description: values.description || null,
      pointsTable: values.pointsTable.map((row) => ({
        from: Number(row.from),
        ...(num(row.to) === undefined ? {} : { to: num(row.to) }),
        points: Number(row.points),
      })),
      stagePoints: values.stagePoints.map((row) => ({
        stage: Number(row.stage),
        points: Number(row.points),
      })),
      bestResults: num(values.bestResults) ?? null,
      minEvents: num(values.minEvents) ?? 1,
    };
    setFormError(null);
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          form.setErrors(
            Object.fromEntries(error.fieldErrors.map((e) => [formPath(e.field), e.message])),
          );
        } else setFormError(describeError(error));
      },
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <TextInput label={t('circuits.form.name')} required {...form.getInputProps('name')} />
        <Textarea
          label={t('circuits.form.description')}
          autosize
          {...form.getInputProps('description')}
        />
        <PlacePointsEditor form={form} />
        <StagePointsEditor form={form} />
        <Group grow align="flex-start">
          <NumberInput
            label={t('circuits.form.bestResults')}
            description={t('circuits.form.bestResultsHint')}
            min={1}
            {...form.getInputProps('bestResults')}
          />
          <NumberInput
            label={t('circuits.form.minEvents')}
            min={1}
            {...form.getInputProps('minEvents')}
          />
        </Group>
        <FormFooter
          error={formError}
          submitLabel={t(circuit ? 'circuits.form.save' : 'circuits.form.create')}
          submitting={save.isPending}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
