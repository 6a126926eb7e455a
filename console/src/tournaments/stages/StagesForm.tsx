import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../ui/FormFooter';
import { useServerErrors } from '../../ui/forms';
import { useDeclareStages, type Stage, type StageInput } from '../api/stages';
import { ROUND_TYPE } from '../codes';
import { StageRow, type StageValues } from './StageRow';
import { t } from '../../i18n/i18n';

interface Values {
  stages: StageValues[];
}

const blank = (roundType: string): StageValues => ({
  name: '',
  roundType,
  groups: '',
  qualify: 'perGroup',
  count: 2,
});

const fromStage = (s: Stage): StageValues => ({
  name: s.name,
  roundType: String(s.roundType),
  groups: s.options.groupCount ?? s.options.numberOfGroups ?? '',
  qualify: s.qualifiers?.topN !== undefined ? 'topN' : 'perGroup',
  count: s.qualifiers?.perGroup ?? s.qualifiers?.topN ?? 2,
});

/** The request for the rows: groups only where the format has them, qualifiers but on the last. */
function toStages(values: Values): StageInput[] {
  return values.stages.map((v, index) => {
    const roundType = Number(v.roundType) as StageInput['roundType'];
    const stage: StageInput = { name: v.name, roundType };
    if (v.groups !== '' && roundType === 3) stage.groupCount = Number(v.groups);
    if (v.groups !== '' && roundType === 5) stage.numberOfGroups = Number(v.groups);
    if (index < values.stages.length - 1)
      stage.qualifiers =
        v.qualify === 'topN' ? { topN: Number(v.count) } : { perGroup: Number(v.count) };
    return stage;
  });
}

/** A refused field (`stages.1.qualifiers.topN`) as the form's own (`stages.1.count`). */
function formField(field: string) {
  const [, index, name] = field.split('.');
  if (index === undefined || name === undefined) return field;
  const own =
    name === 'qualifiers'
      ? 'count'
      : name === 'groupCount' || name === 'numberOfGroups'
        ? 'groups'
        : name;
  return `stages.${index}.${own}`;
}

/** Declares the tournament's stages in order; the server checks the plan and names what it refuses. */
export function StagesForm({
  tournamentId,
  duel,
  current,
  onDeclared,
}: {
  tournamentId: string;
  duel: boolean;
  current: Stage[];
  onDeclared(): void;
}) {
  const declare = useDeclareStages(tournamentId);
  const formats = Object.entries(ROUND_TYPE)
    .filter(([value]) => (value === '5') !== duel)
    .map(([value, label]) => ({ value, label }));
  const form = useForm<Values>({
    initialValues: {
      stages: current.length
        ? current.map(fromStage)
        : duel
          ? [
              { ...blank('3'), name: t('tournaments.stages.defaults.groups'), groups: 2 },
              { ...blank('1'), name: t('tournaments.stages.defaults.playoffs') },
            ]
          : [
              { ...blank('5'), name: t('tournaments.stages.defaults.heats'), groups: 2 },
              { ...blank('5'), name: t('tournaments.stages.defaults.finalLobby'), groups: 1 },
            ],
    },
  });
  const rows = form.getValues().stages;
  const { formError, onError, clear, formRef } = useServerErrors(form, { fieldPath: formField });
  const submit = form.onSubmit((values) => {
    clear();
    declare.mutate(toStages(values), { onSuccess: onDeclared, onError });
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('tournaments.stages.declare')}>
      <Stack>
        {rows.map((row, index) => (
          <StageRow
            key={form.key(`stages.${index}`)}
            form={form}
            index={index}
            row={row}
            formats={formats}
            last={index === rows.length - 1}
            removable={rows.length > 1}
          />
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => form.insertListItem('stages', blank(duel ? '1' : '5'))}
          >
            {t('tournaments.stages.add')}
          </Button>
        </Group>
        <FormFooter
          error={formError}
          submitLabel={t('tournaments.stages.declare')}
          submitting={declare.isPending}
        />
      </Stack>
    </form>
  );
}
