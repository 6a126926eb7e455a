import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../../i18n/i18n';

export interface StageValues {
  name: string;
  roundType: string;
  groups: number | string;
  qualify: 'perGroup' | 'topN';
  count: number | string;
}

const qualifyOptions = () => [
  { value: 'perGroup', label: t('tournaments.stages.perGroup') },
  { value: 'topN', label: t('tournaments.stages.topN') },
];

/** One stage of the declaration: its name, format, groups and (but on the last) who goes through. */
export function StageRow({
  form,
  index,
  row,
  formats,
  last,
  removable,
}: {
  form: UseFormReturnType<{ stages: StageValues[] }>;
  index: number;
  row: StageValues;
  formats: { value: string; label: string }[];
  last: boolean;
  removable: boolean;
}) {
  const input = (name: keyof StageValues) => ({
    ...form.getInputProps(`stages.${index}.${name}`),
    key: form.key(`stages.${index}.${name}`),
  });
  const label = (what: string) => t(`tournaments.stages.field.${what}`, { number: index + 1 });
  const grouped = row.roundType === '3' || row.roundType === '5';
  return (
    <Group
      align="flex-start"
      role="group"
      aria-label={t('tournaments.stages.stage', { number: index + 1 })}
    >
      <TextInput
        label={label('name')}
        required
        data-autofocus={index === 0 ? true : undefined}
        {...input('name')}
      />
      <Select
        label={label('format')}
        data={formats}
        allowDeselect={false}
        {...input('roundType')}
      />
      {grouped && <NumberInput label={label('groups')} min={1} w={110} {...input('groups')} />}
      {!last && (
        <>
          <Select
            label={label('qualifiers')}
            data={qualifyOptions()}
            allowDeselect={false}
            {...input('qualify')}
          />
          <NumberInput label={label('count')} min={1} w={90} {...input('count')} />
        </>
      )}
      {removable && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={t('tournaments.stages.remove', { number: index + 1 })}
          onClick={() => form.removeListItem('stages', index)}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
