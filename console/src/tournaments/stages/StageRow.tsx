import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface StageValues {
  name: string;
  roundType: string;
  groups: number | string;
  qualify: 'perGroup' | 'topN';
  count: number | string;
}

const QUALIFY_OPTIONS = [
  { value: 'perGroup', label: 'Top N of each group' },
  { value: 'topN', label: 'Top N overall' },
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
  const label = (what: string) => `Stage ${index + 1} ${what}`;
  const grouped = row.roundType === '3' || row.roundType === '5';
  return (
    <Group align="flex-start" role="group" aria-label={`Stage ${index + 1}`}>
      <TextInput label={label('name')} required {...input('name')} />
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
            data={QUALIFY_OPTIONS}
            allowDeselect={false}
            {...input('qualify')}
          />
          <NumberInput label={label('N')} min={1} w={90} {...input('count')} />
        </>
      )}
      {removable && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={`Remove stage ${index + 1}`}
          onClick={() => form.removeListItem('stages', index)}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
