import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCreateRound, type CreateRoundBody, type Round } from '../api/rounds';
import { ROUND_TYPE, TIEBREAKER, tiebreakersFor } from '../codes';
import { toLocalInput } from '../form/formValues';
import { FormFooter } from '../../ui/FormFooter';
import { t } from '../../i18n/i18n';
import { useServerErrors } from '../../ui/forms';

interface Values {
  roundName: string;
  roundType: string;
  startDate: string;
  endDate: string;
  description: string;
  bestOf: string;
  thirdPlaceMatch: boolean;
  grandFinal: string;
  legs: string;
  swissStages: number | string;
  maxParticipants: number | string;
  numberOfGroups: number | string;
  matchesPerGroup: number | string;
  tiebreakers: string[];
}

const formatOptions = () => Object.entries(ROUND_TYPE).map(([value, label]) => ({ value, label }));
const isoOrRaw = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The body for the chosen format: only the options that format documents. */
function toBody(v: Values): CreateRoundBody {
  const roundType = Number(v.roundType) as CreateRoundBody['roundType'];
  const body: CreateRoundBody = {
    roundName: v.roundName,
    roundType,
    startDate: isoOrRaw(v.startDate),
    endDate: isoOrRaw(v.endDate),
    ...(v.description ? { description: v.description } : {}),
  };
  // Names picked under another kind of format are dropped when the format changes kind.
  const allowed: string[] = tiebreakersFor(roundType);
  const tiebreakers = v.tiebreakers.filter((name) => allowed.includes(name));
  if (tiebreakers.length)
    Object.assign(body, { tiebreakers: tiebreakers as CreateRoundBody['tiebreakers'] });
  const some = (key: keyof CreateRoundBody, value: number | string) =>
    value === '' ? {} : { [key]: Number(value) };
  if (roundType !== 5) Object.assign(body, { bestOf: Number(v.bestOf) });
  if (roundType === 1) Object.assign(body, { thirdPlaceMatch: v.thirdPlaceMatch });
  if (roundType === 2) Object.assign(body, { grandFinal: v.grandFinal });
  if (roundType === 3) Object.assign(body, { legs: Number(v.legs) });
  if (roundType === 4) Object.assign(body, some('swissStages', v.swissStages));
  if (roundType === 5)
    Object.assign(
      body,
      some('maxParticipants', v.maxParticipants),
      some('numberOfGroups', v.numberOfGroups),
      some('matchesPerGroup', v.matchesPerGroup),
    );
  return body;
}

/** The server names `tiebreakers.<index>`; the form shows them under the one picker. */
const tiebreakersTogether = {
  fieldPath: (field: string) => (field.startsWith('tiebreakers') ? 'tiebreakers' : field),
};

export function CreateRoundForm({
  tournamentId,
  defaultStart,
  defaultEnd,
  onCreated,
}: {
  tournamentId: string;
  defaultStart: string;
  defaultEnd: string;
  onCreated: (round: Round) => void;
}) {
  const create = useCreateRound(tournamentId);
  const form = useForm<Values>({
    initialValues: {
      roundName: '',
      roundType: '1',
      startDate: toLocalInput(defaultStart),
      endDate: toLocalInput(defaultEnd),
      description: '',
      bestOf: '1',
      thirdPlaceMatch: false,
      // A reset by default: the losers-bracket finalist must win twice, so no one is out on one loss.
      grandFinal: 'double',
      legs: '1',
      swissStages: '',
      maxParticipants: '',
      numberOfGroups: '',
      matchesPerGroup: '',
      tiebreakers: [],
    },
  });
  const input = (path: keyof Values) => ({ ...form.getInputProps(path), key: form.key(path) });
  const format = form.getValues().roundType;
  const { formError, onError, clear, formRef } = useServerErrors(form, tiebreakersTogether);
  const submit = form.onSubmit((values) => {
    clear();
    create.mutate(toBody(values), { onSuccess: onCreated, onError });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('tournaments.rounds.newRound')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('tournaments.rounds.name')}
            required
            data-autofocus
            {...input('roundName')}
          />
          <Select
            label={t('public.format')}
            data={formatOptions()}
            allowDeselect={false}
            {...input('roundType')}
          />
          <TextInput
            type="datetime-local"
            label={t('tournaments.rounds.start')}
            required
            {...input('startDate')}
          />
          <TextInput
            type="datetime-local"
            label={t('tournaments.rounds.end')}
            required
            {...input('endDate')}
          />
        </SimpleGrid>
        <Textarea label={t('tournaments.rounds.description')} autosize {...input('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {format !== '5' && (
            <Select
              label={t('tournaments.rounds.bestOf')}
              data={['1', '3', '5', '7', '9']}
              allowDeselect={false}
              {...input('bestOf')}
            />
          )}
          {format === '1' && (
            <Checkbox
              label={t('tournaments.rounds.thirdPlace')}
              mt={28}
              {...form.getInputProps('thirdPlaceMatch', { type: 'checkbox' })}
            />
          )}
          {format === '2' && (
            <Select
              label={t('bracket.roundTitle.grandFinal')}
              data={[
                { value: 'double', label: t('tournaments.rounds.grandFinal.double') },
                { value: 'single', label: t('tournaments.rounds.grandFinal.single') },
                { value: 'none', label: t('tournaments.rounds.grandFinal.none') },
              ]}
              allowDeselect={false}
              {...input('grandFinal')}
            />
          )}
          {format === '3' && (
            <Select
              label={t('tournaments.rounds.legs')}
              data={[
                { value: '1', label: t('tournaments.rounds.legsOnce') },
                { value: '2', label: t('tournaments.rounds.legsTwice') },
              ]}
              allowDeselect={false}
              {...input('legs')}
            />
          )}
          {format === '4' && (
            <NumberInput
              label={t('tournaments.rounds.swissStages')}
              description={t('tournaments.rounds.swissStagesHint')}
              min={1}
              {...input('swissStages')}
            />
          )}
          {format === '5' && (
            <>
              <NumberInput
                label={t('tournaments.rounds.groupSize')}
                min={2}
                {...input('maxParticipants')}
              />
              <NumberInput
                label={t('tournaments.rounds.groups')}
                min={1}
                {...input('numberOfGroups')}
              />
              <NumberInput
                label={t('tournaments.rounds.matchesPerGroup')}
                min={1}
                {...input('matchesPerGroup')}
              />
            </>
          )}
        </SimpleGrid>
        <MultiSelect
          label={t('tournaments.rounds.tiebreakers')}
          description={t(
            format === '5'
              ? 'tournaments.rounds.tiebreakersFfa'
              : 'tournaments.rounds.tiebreakersDuel',
          )}
          data={tiebreakersFor(Number(format) as CreateRoundBody['roundType']).map((name) => ({
            value: name,
            label: t('tournaments.rounds.tiebreakerOption', {
              label: TIEBREAKER[name].label,
              hint: TIEBREAKER[name].hint,
            }),
          }))}
          clearable
          {...input('tiebreakers')}
        />
        <FormFooter
          error={formError}
          submitLabel={t('tournaments.rounds.create')}
          submitting={create.isPending}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
