import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TournamentFormValues } from './formValues';

type Form = UseFormReturnType<TournamentFormValues>;

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red.9" aria-label={label} onClick={onClick} mt={26}>
      ×
    </ActionIcon>
  );
}

/** The whole list's error (e.g. too many entries), under the editor. */
function ListError({ form, path }: { form: Form; path: string }) {
  const error = form.errors[path];
  return error ? (
    <Text c="red.9" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

export function RulesEditor({ form }: { form: Form }) {
  const rules = form.getValues().rules;
  return (
    <Fieldset legend="Rules">
      <Stack gap="xs">
        {rules.length === 0 && <Text c="gray.7">No rules yet.</Text>}
        {rules.map((rule, i) => (
          <Group key={form.key(`rules.${i}`)} align="flex-start" wrap="nowrap">
            <TextInput
              label={`Rule ${i + 1} title`}
              {...form.getInputProps(`rules.${i}.title`)}
              key={form.key(`rules.${i}.title`)}
            />
            <Textarea
              label={`Rule ${i + 1} text`}
              autosize
              style={{ flex: 1 }}
              {...form.getInputProps(`rules.${i}.text`)}
              key={form.key(`rules.${i}.text`)}
            />
            <RemoveButton
              label={`Remove rule ${rule.title || i + 1}`}
              onClick={() => form.removeListItem('rules', i)}
            />
          </Group>
        ))}
        <ListError form={form} path="rules" />
        <Button
          variant="default"
          onClick={() => form.insertListItem('rules', { title: '', text: '' })}
        >
          Add rule
        </Button>
      </Stack>
    </Fieldset>
  );
}

export function PointsSystemEditor({ form }: { form: Form }) {
  const rows = form.getValues().pointsSystem.placementPoints;
  const path = 'pointsSystem.placementPoints';
  return (
    <Fieldset legend="Points system (free-for-all)">
      <Stack gap="xs">
        <Group grow>
          <NumberInput
            label="Points per finish"
            {...form.getInputProps('pointsSystem.pointsPerFinish')}
            key={form.key('pointsSystem.pointsPerFinish')}
          />
          <NumberInput
            label="Points per knock"
            {...form.getInputProps('pointsSystem.pointsPerKnock')}
            key={form.key('pointsSystem.pointsPerKnock')}
          />
        </Group>
        <Text size="sm" fw={500}>
          Points per placement
        </Text>
        {rows.map((_, i) => (
          <Group key={form.key(`${path}.${i}`)} wrap="nowrap">
            <NumberInput
              label={`Placement row ${i + 1}`}
              min={1}
              allowDecimal={false}
              {...form.getInputProps(`${path}.${i}.placement`)}
              key={form.key(`${path}.${i}.placement`)}
            />
            <NumberInput
              label={`Points for row ${i + 1}`}
              {...form.getInputProps(`${path}.${i}.points`)}
              key={form.key(`${path}.${i}.points`)}
            />
            <RemoveButton
              label={`Remove placement row ${i + 1}`}
              onClick={() => form.removeListItem(path, i)}
            />
          </Group>
        ))}
        <ListError form={form} path={path} />
        <ListError form={form} path="pointsSystem" />
        <Button
          variant="default"
          onClick={() => form.insertListItem(path, { placement: rows.length + 1, points: 0 })}
        >
          Add placement
        </Button>
      </Stack>
    </Fieldset>
  );
}

export function PrizeRowsEditor({
  form,
  list,
  legend,
  noun,
}: {
  form: Form;
  list: 'positions' | 'special';
  legend: string;
  noun: string;
}) {
  const path = `prizeDistribution.${list}`;
  const rows = form.getValues().prizeDistribution[list];
  return (
    <Fieldset legend={legend}>
      <Stack gap="xs">
        {rows.map((_, i) => (
          <Group key={form.key(`${path}.${i}`)} wrap="nowrap">
            <TextInput
              label={`${noun} ${i + 1}`}
              {...form.getInputProps(`${path}.${i}.prize`)}
              key={form.key(`${path}.${i}.prize`)}
            />
            <NumberInput
              label={`${noun} ${i + 1} amount`}
              {...form.getInputProps(`${path}.${i}.amount`)}
              key={form.key(`${path}.${i}.amount`)}
            />
            <RemoveButton
              label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onClick={() => form.removeListItem(path, i)}
            />
          </Group>
        ))}
        <ListError form={form} path={path} />
        <Button
          variant="default"
          onClick={() => form.insertListItem(path, { prize: '', amount: 0 })}
        >
          Add {noun.toLowerCase()}
        </Button>
      </Stack>
    </Fieldset>
  );
}
