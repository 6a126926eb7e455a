import {
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, describeError } from '../../api/errors';
import { useCurrencies, useGames } from '../api/catalogue';
import { PointsSystemEditor, PrizeRowsEditor, RulesEditor } from './ListEditors';
import { toFormErrors, validateRows, type TournamentFormValues } from './formValues';
import { FormFooter } from '../../ui/FormFooter';

interface Props {
  initialValues: TournamentFormValues;
  submitLabel: string;
  /** Whether the tournament already has a password (edit only): offers to remove it. */
  passwordProtected?: boolean;
  /** Saves; throws the server's refusal, which the form shows. */
  onSubmit: (values: TournamentFormValues) => Promise<unknown>;
}

/** Every field of a tournament; the server validates, the form shows its answer per field. */
export function TournamentForm({ initialValues, submitLabel, passwordProtected, onSubmit }: Props) {
  const form = useForm<TournamentFormValues>({ initialValues, validate: validateRows });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const games = useGames();
  const currencies = useCurrencies();
  const gameOptions = (games.data?.games ?? []).map((g) => ({ value: g.id, label: g.name }));
  const currencyOptions = (currencies.data?.items ?? []).map((c) => ({
    value: c.currencyId,
    label: `${c.code} (${c.symbol})`,
  }));

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setErrors(toFormErrors(error.byField, values));
        setFailure('Some fields need attention: see the messages next to them.');
      } else {
        setFailure(describeError(error));
      }
    } finally {
      setSaving(false);
    }
  });

  const input = (path: string) => ({ ...form.getInputProps(path), key: form.key(path) });
  const checkbox = (path: string) => ({
    ...form.getInputProps(path, { type: 'checkbox' }),
    key: form.key(path),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Tournament">
      <Stack>
        <Fieldset legend="Basics">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...input('tournamentName')} />
            <Select label="Game" required data={gameOptions} searchable {...input('gameId')} />
            <Select
              label="Match type"
              data={[
                { value: '1', label: 'Duel' },
                { value: '2', label: 'Free-for-all' },
              ]}
              allowDeselect={false}
              {...input('matchType')}
            />
            <TextInput label="Team type" description="e.g. 5v5" required {...input('teamType')} />
            <TextInput label="Format" description="Free text" {...input('tournamentFormat')} />
            <ColorInput
              label="Colour"
              format="hex"
              withEyeDropper={false}
              required
              {...input('color')}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} mt="sm" {...input('description')} />
          <Checkbox label="Online" mt="sm" {...checkbox('isOnline')} />
        </Fieldset>
        <Fieldset legend="Dates">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="datetime-local"
              label="Registration deadline"
              required
              {...input('registrationDeadline')}
            />
            <TextInput type="datetime-local" label="Start" required {...input('startTime')} />
            <TextInput type="datetime-local" label="End" required {...input('endTime')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Teams">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Max teams"
              min={1}
              // What was typed stays: the server names a value out of range next to the field,
              // where clamping on blur would save another number than the one typed.
              clampBehavior="none"
              allowDecimal={false}
              required
              {...input('enrollmentLimit')}
            />
            <NumberInput
              label="Min team members"
              min={1}
              // What was typed stays: the server names a value out of range next to the field,
              // where clamping on blur would save another number than the one typed.
              clampBehavior="none"
              allowDecimal={false}
              required
              {...input('minTeamMembers')}
            />
            <NumberInput
              label="Max team members"
              min={1}
              // What was typed stays: the server names a value out of range next to the field,
              // where clamping on blur would save another number than the one typed.
              clampBehavior="none"
              allowDecimal={false}
              required
              {...input('maxTeamMembers')}
            />
          </SimpleGrid>
          <Checkbox
            label="Instant registrations (no approval)"
            mt="sm"
            {...checkbox('instantRegistrations')}
          />
          <Checkbox
            label="Waitlist when full (later teams wait for a free place)"
            mt="sm"
            {...checkbox('waitlistEnabled')}
          />
          <NumberInput
            label="Check-in window (minutes before the start)"
            description="Leave empty for no check-in. With check-in, only checked-in teams are seeded."
            min={1}
            allowDecimal={false}
            mt="sm"
            {...input('checkInWindowMinutes')}
          />
        </Fieldset>
        <Fieldset legend="Money">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Entry fee" min={0} {...input('entryFee')} />
            <Select
              label="Entry fee currency"
              data={currencyOptions}
              clearable
              {...input('entryFeeCurrencyId')}
            />
            <NumberInput label="Prize pool" min={0} {...input('prizePool')} />
            <Select
              label="Prize pool currency"
              data={currencyOptions}
              clearable
              {...input('prizePoolCurrencyId')}
            />
          </SimpleGrid>
        </Fieldset>
        <RulesEditor form={form} />
        <PointsSystemEditor form={form} />
        <PrizeRowsEditor form={form} list="positions" legend="Prize distribution" noun="Position" />
        <PrizeRowsEditor form={form} list="special" legend="Special prizes" noun="Special prize" />
        <Fieldset legend="Links and images">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Join link" type="url" {...input('joinLink')} />
            <TextInput label="Image URL" type="url" {...input('image')} />
            <TextInput label="Cover image URL" type="url" {...input('coverImage')} />
            <TextInput
              label="Organiser name"
              description="Defaults to your organisation's name"
              {...input('organiserName')}
            />
            <TextInput label="Organiser image URL" type="url" {...input('organiserImage')} />
          </SimpleGrid>
          <Textarea
            label="Watch URLs"
            description="One per line"
            autosize
            mt="sm"
            {...input('watchUrls')}
          />
          <Group mt="sm">
            <Checkbox label="Featured" {...checkbox('isFeatured')} />
            <Checkbox label="Trending" {...checkbox('isTrending')} />
          </Group>
        </Fieldset>
        <Fieldset legend="Access">
          <PasswordInput
            label={passwordProtected ? 'New password' : 'Password'}
            description={
              passwordProtected
                ? 'Leave empty to keep the current password'
                : 'Teams must give it to register; leave empty for none'
            }
            autoComplete="new-password"
            disabled={form.getValues().removePassword}
            {...input('password')}
          />
          {passwordProtected && (
            <Checkbox label="Remove the password" mt="sm" {...checkbox('removePassword')} />
          )}
        </Fieldset>
        <FormFooter
          error={failure}
          errorTitle="Not saved"
          submitLabel={submitLabel}
          submitting={saving}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
