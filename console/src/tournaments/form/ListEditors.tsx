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
import { t } from '../../i18n/i18n';

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
    <Fieldset legend={t('tournaments.form.rules')}>
      <Stack gap="xs">
        {rules.length === 0 && <Text c="gray.7">{t('tournaments.form.noRules')}</Text>}
        {rules.map((rule, i) => (
          <Group key={form.key(`rules.${i}`)} align="flex-start" wrap="nowrap">
            <TextInput
              label={t('tournaments.form.ruleTitle', { number: i + 1 })}
              {...form.getInputProps(`rules.${i}.title`)}
              key={form.key(`rules.${i}.title`)}
            />
            <Textarea
              label={t('tournaments.form.ruleText', { number: i + 1 })}
              autosize
              style={{ flex: 1 }}
              {...form.getInputProps(`rules.${i}.text`)}
              key={form.key(`rules.${i}.text`)}
            />
            <RemoveButton
              label={t('tournaments.form.removeRule', { rule: rule.title || i + 1 })}
              onClick={() => form.removeListItem('rules', i)}
            />
          </Group>
        ))}
        <ListError form={form} path="rules" />
        <Button
          variant="default"
          onClick={() => form.insertListItem('rules', { title: '', text: '' })}
        >
          {t('tournaments.form.addRule')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

export function PointsSystemEditor({ form }: { form: Form }) {
  const rows = form.getValues().pointsSystem.placementPoints;
  const path = 'pointsSystem.placementPoints';
  return (
    <Fieldset legend={t('tournaments.form.pointsSystem')}>
      <Stack gap="xs">
        <Group grow>
          <NumberInput
            label={t('tournaments.form.pointsPerFinish')}
            {...form.getInputProps('pointsSystem.pointsPerFinish')}
            key={form.key('pointsSystem.pointsPerFinish')}
          />
          <NumberInput
            label={t('tournaments.form.pointsPerKnock')}
            {...form.getInputProps('pointsSystem.pointsPerKnock')}
            key={form.key('pointsSystem.pointsPerKnock')}
          />
        </Group>
        <Text size="sm" fw={500}>
          {t('tournaments.form.pointsPerPlacement')}
        </Text>
        {rows.map((_, i) => (
          <Group key={form.key(`${path}.${i}`)} wrap="nowrap">
            <NumberInput
              label={t('tournaments.form.placementRow', { number: i + 1 })}
              min={1}
              allowDecimal={false}
              {...form.getInputProps(`${path}.${i}.placement`)}
              key={form.key(`${path}.${i}.placement`)}
            />
            <NumberInput
              label={t('tournaments.form.pointsForRow', { number: i + 1 })}
              {...form.getInputProps(`${path}.${i}.points`)}
              key={form.key(`${path}.${i}.points`)}
            />
            <RemoveButton
              label={t('tournaments.form.removePlacementRow', { number: i + 1 })}
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
          {t('tournaments.form.addPlacement')}
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
              label={t('tournaments.form.prizeRow', { noun, number: i + 1 })}
              {...form.getInputProps(`${path}.${i}.prize`)}
              key={form.key(`${path}.${i}.prize`)}
            />
            <NumberInput
              label={t('tournaments.form.prizeAmount', { noun, number: i + 1 })}
              {...form.getInputProps(`${path}.${i}.amount`)}
              key={form.key(`${path}.${i}.amount`)}
            />
            <RemoveButton
              label={t('tournaments.form.removePrize', { noun: noun.toLowerCase(), number: i + 1 })}
              onClick={() => form.removeListItem(path, i)}
            />
          </Group>
        ))}
        <ListError form={form} path={path} />
        <Button
          variant="default"
          onClick={() => form.insertListItem(path, { prize: '', amount: 0 })}
        >
          {t('tournaments.form.addPrize', { noun: noun.toLowerCase() })}
        </Button>
      </Stack>
    </Fieldset>
  );
}
