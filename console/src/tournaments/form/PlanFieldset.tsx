import { Checkbox, Fieldset, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { TournamentFormValues } from './formValues';
import { PLAN_KINDS, toStages, type PlanValues } from './plan';
import { PlanPreview } from './PlanPreview';
import { t } from '../../i18n/i18n';

type Form = UseFormReturnType<TournamentFormValues>;

const BEST_OF = ['1', '3', '5', '7', '9'];
const GRAND_FINAL = ['double', 'single', 'none'] as const;

/** The options of the chosen format, each with the default a first-time organiser expects. */
function PlanOptions({ form, plan }: { form: Form; plan: PlanValues }) {
  const input = (name: keyof PlanValues) => ({
    ...form.getInputProps(`plan.${name}`),
    key: form.key(`plan.${name}`),
  });
  const checkbox = (name: keyof PlanValues) => ({
    ...form.getInputProps(`plan.${name}`, { type: 'checkbox' }),
    key: form.key(`plan.${name}`),
  });
  const { kind } = plan;
  const eliminationKind = kind === 'groupsPlayoffs' ? plan.playoffFormat : kind;
  const single = eliminationKind === 'single' || eliminationKind === '1';
  const double = eliminationKind === 'double' || eliminationKind === '2';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {kind !== 'ffa' && (
        <Select
          label={t('tournaments.rounds.bestOf')}
          data={BEST_OF}
          allowDeselect={false}
          {...input('bestOf')}
        />
      )}
      {kind === 'groupsPlayoffs' && (
        <>
          <NumberInput
            label={t('tournaments.plan.groups')}
            min={1}
            allowDecimal={false}
            {...input('groupCount')}
          />
          <NumberInput
            label={t('tournaments.plan.perGroup')}
            min={1}
            allowDecimal={false}
            {...input('perGroup')}
          />
          <Select
            label={t('tournaments.stages.defaults.playoffs')}
            data={[
              { value: '1', label: t('tournaments.plan.kind.single') },
              { value: '2', label: t('tournaments.plan.kind.double') },
            ]}
            allowDeselect={false}
            {...input('playoffFormat')}
          />
        </>
      )}
      {double && (
        <Select
          label={t('bracket.roundTitle.grandFinal')}
          data={GRAND_FINAL.map((value) => ({
            value,
            label: t(`tournaments.plan.grandFinal.${value}`),
          }))}
          allowDeselect={false}
          {...input('grandFinal')}
        />
      )}
      {single && (
        <Checkbox
          label={t('tournaments.rounds.thirdPlace')}
          mt={28}
          {...checkbox('thirdPlaceMatch')}
        />
      )}
      {kind === 'roundRobin' && (
        <>
          <Select
            label={t('tournaments.rounds.legs')}
            data={[
              { value: '1', label: t('tournaments.rounds.legsOnce') },
              { value: '2', label: t('tournaments.rounds.legsTwice') },
            ]}
            allowDeselect={false}
            {...input('legs')}
          />
          <NumberInput
            label={t('tournaments.plan.groups')}
            min={1}
            allowDecimal={false}
            {...input('groupCount')}
          />
        </>
      )}
      {kind === 'swiss' && (
        <NumberInput
          label={t('tournaments.plan.swissRounds')}
          description={t('tournaments.rounds.swissStagesHint')}
          min={1}
          allowDecimal={false}
          {...input('swissStages')}
        />
      )}
      {kind === 'ffa' && (
        <>
          <NumberInput
            label={t('tournaments.plan.lobbies')}
            min={1}
            allowDecimal={false}
            {...input('groupCount')}
          />
          <NumberInput
            label={t('tournaments.plan.matchesPerLobby')}
            min={1}
            allowDecimal={false}
            {...input('matchesPerGroup')}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/**
 * The format, its size and options, and what they make: the server's count of matches and
 * rounds and the empty bracket, as the organiser changes them.
 */
export function PlanFieldset({ form }: { form: Form }) {
  const values = form.getValues();
  // Compared as text: a new object on every render would restart the wait for ever.
  const [planned] = useDebouncedValue(
    JSON.stringify({ teamCount: Number(values.enrollmentLimit), stages: toStages(values.plan) }),
    300,
  );
  const { teamCount, stages } = JSON.parse(planned) as {
    teamCount: number;
    stages: ReturnType<typeof toStages>;
  };
  return (
    <Fieldset legend={t('public.format')}>
      <Stack>
        <Radio.Group
          label={t('tournaments.plan.howPlayed')}
          {...form.getInputProps('plan.kind')}
          key={form.key('plan.kind')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {PLAN_KINDS.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t(`tournaments.plan.kind.${kind}`)}
                description={t(`tournaments.plan.kindHint.${kind}`)}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <NumberInput
          label={t('tournaments.form.maxTeams')}
          description={t('tournaments.plan.maxTeamsHint')}
          min={2}
          // What was typed stays: the server names a value out of range next to the field,
          // where clamping on blur would save another number than the one typed.
          clampBehavior="none"
          allowDecimal={false}
          required
          w={{ base: '100%', sm: 320 }}
          {...form.getInputProps('enrollmentLimit')}
          key={form.key('enrollmentLimit')}
        />
        {values.plan.kind !== 'later' && <PlanOptions form={form} plan={values.plan} />}
        {values.plan.kind !== 'later' && <PlanPreview teamCount={teamCount} stages={stages} />}
      </Stack>
    </Fieldset>
  );
}
