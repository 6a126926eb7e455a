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
import { ApiError, describeError } from '../../api/errors';
import { useCreateRound, type CreateRoundBody, type Round } from '../api/rounds';
import { ROUND_TYPE, TIEBREAKER, tiebreakersFor } from '../codes';
import { toLocalInput } from '../form/formValues';
import { FormFooter } from '../../ui/FormFooter';

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

const FORMAT_OPTIONS = Object.entries(ROUND_TYPE).map(([value, label]) => ({ value, label }));
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
function tiebreakerErrorsTogether(byField: Record<string, string>) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(byField))
    errors[field.startsWith('tiebreakers') ? 'tiebreakers' : field] = message;
  return errors;
}

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
      grandFinal: 'single',
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
  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: onCreated,
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(tiebreakerErrorsTogether(error.byField));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New round">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Round name" required {...input('roundName')} />
          <Select
            label="Format"
            data={FORMAT_OPTIONS}
            allowDeselect={false}
            {...input('roundType')}
          />
          <TextInput type="datetime-local" label="Round start" required {...input('startDate')} />
          <TextInput type="datetime-local" label="Round end" required {...input('endDate')} />
        </SimpleGrid>
        <Textarea label="Round description" autosize {...input('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {format !== '5' && (
            <Select
              label="Best of"
              data={['1', '3', '5', '7', '9']}
              allowDeselect={false}
              {...input('bestOf')}
            />
          )}
          {format === '1' && (
            <Checkbox
              label="Third-place match"
              mt={28}
              {...form.getInputProps('thirdPlaceMatch', { type: 'checkbox' })}
            />
          )}
          {format === '2' && (
            <Select
              label="Grand final"
              data={[
                { value: 'single', label: 'Single match' },
                { value: 'double', label: 'With a reset' },
                { value: 'none', label: 'None' },
              ]}
              allowDeselect={false}
              {...input('grandFinal')}
            />
          )}
          {format === '3' && (
            <Select
              label="Legs"
              data={[
                { value: '1', label: 'Each pair meets once' },
                { value: '2', label: 'Each pair meets twice' },
              ]}
              allowDeselect={false}
              {...input('legs')}
            />
          )}
          {format === '4' && (
            <NumberInput
              label="Swiss stages"
              description="Empty: enough for a winner"
              min={1}
              {...input('swissStages')}
            />
          )}
          {format === '5' && (
            <>
              <NumberInput label="Group size cap" min={2} {...input('maxParticipants')} />
              <NumberInput label="Number of groups" min={1} {...input('numberOfGroups')} />
              <NumberInput label="Matches per group" min={1} {...input('matchesPerGroup')} />
            </>
          )}
        </SimpleGrid>
        <MultiSelect
          label="Tiebreakers"
          description={`Break ties on ${format === '5' ? 'points' : 'wins'}, in the order picked. Empty: the usual order (${format === '5' ? 'finishes, then best placement' : 'head-to-head, then score difference'}).`}
          data={tiebreakersFor(Number(format) as CreateRoundBody['roundType']).map((name) => ({
            value: name,
            label: `${TIEBREAKER[name].label} (${TIEBREAKER[name].hint})`,
          }))}
          clearable
          {...input('tiebreakers')}
        />
        <FormFooter
          error={
            create.error &&
            !(create.error instanceof ApiError && create.error.fieldErrors.length) &&
            describeError(create.error)
          }
          submitLabel="Create round"
          submitting={create.isPending}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
