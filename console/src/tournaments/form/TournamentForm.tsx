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
import { useCurrencies, useGames } from '../api/catalogue';
import { PointsSystemEditor, PrizeRowsEditor, RulesEditor } from './ListEditors';
import { formPath, validateRows, type TournamentFormValues } from './formValues';
import { FormFooter } from '../../ui/FormFooter';
import { t } from '../../i18n/i18n';
import { useServerErrors } from '../../ui/forms';
import { PlanFieldset } from './PlanFieldset';

interface Props {
  initialValues: TournamentFormValues;
  submitLabel: string;
  /** Whether the tournament already has a password (edit only): offers to remove it. */
  passwordProtected?: boolean;
  /** A new tournament: its format, size and options are asked up front, with their preview. */
  guided?: boolean;
  /** Saves; throws the server's refusal, which the form shows. */
  onSubmit: (values: TournamentFormValues) => Promise<unknown>;
}

/** Every field of a tournament; the server validates, the form shows its answer per field. */
export function TournamentForm({
  initialValues,
  submitLabel,
  passwordProtected,
  guided = false,
  onSubmit,
}: Props) {
  const form = useForm<TournamentFormValues>({ initialValues, validate: validateRows });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form, {
    fieldPath: (field) => formPath(field, form.getValues()),
  });
  const [saving, setSaving] = useState(false);
  const games = useGames();
  const currencies = useCurrencies();
  const gameOptions = (games.data?.games ?? []).map((g) => ({ value: g.id, label: g.name }));
  const currencyOptions = (currencies.data?.items ?? []).map((c) => ({
    value: c.currencyId,
    label: `${c.code} (${c.symbol})`,
  }));

  const submit = form.onSubmit(async (values) => {
    clear();
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  }, onInvalid);

  const input = (path: string) => ({ ...form.getInputProps(path), key: form.key(path) });
  const checkbox = (path: string) => ({
    ...form.getInputProps(path, { type: 'checkbox' }),
    key: form.key(path),
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('tournaments.rounds.tournament')}
    >
      <Stack>
        <Fieldset legend={t('tournaments.form.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('tournaments.dashboard.name')}
              required
              {...input('tournamentName')}
            />
            <Select
              label={t('public.game')}
              required
              data={gameOptions}
              searchable
              {...input('gameId')}
            />
            {!guided && (
              <Select
                label={t('tournaments.overview.matchType')}
                data={[
                  { value: '1', label: t('public.matchType.1') },
                  { value: '2', label: t('public.matchType.2') },
                ]}
                allowDeselect={false}
                {...input('matchType')}
              />
            )}
            <TextInput
              label={t('tournaments.overview.teamType')}
              description={t('tournaments.form.teamTypeHint')}
              required
              {...input('teamType')}
            />
            {!guided && (
              <TextInput
                label={t('public.format')}
                description={t('tournaments.form.formatHint')}
                {...input('tournamentFormat')}
              />
            )}
            <ColorInput
              label={t('tournaments.form.colour')}
              format="hex"
              withEyeDropper={false}
              required
              {...input('color')}
            />
          </SimpleGrid>
          <Textarea
            label={t('tournaments.overview.description')}
            autosize
            minRows={2}
            mt="sm"
            {...input('description')}
          />
          <Checkbox label={t('tournaments.overview.online')} mt="sm" {...checkbox('isOnline')} />
        </Fieldset>
        {guided && <PlanFieldset form={form} />}
        <Fieldset legend={t('public.dates')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="datetime-local"
              label={t('tournaments.overview.deadline')}
              required
              {...input('registrationDeadline')}
            />
            <TextInput
              type="datetime-local"
              label={t('tournaments.overview.start')}
              required
              {...input('startTime')}
            />
            <TextInput
              type="datetime-local"
              label={t('tournaments.overview.end')}
              required
              {...input('endTime')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('tournaments.dashboard.teams')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {!guided && (
              <NumberInput
                label={t('tournaments.form.maxTeams')}
                min={1}
                // What was typed stays: the server names a value out of range next to the field,
                // where clamping on blur would save another number than the one typed.
                clampBehavior="none"
                allowDecimal={false}
                required
                {...input('enrollmentLimit')}
              />
            )}
            <NumberInput
              label={t('tournaments.form.minMembers')}
              min={1}
              // What was typed stays: the server names a value out of range next to the field,
              // where clamping on blur would save another number than the one typed.
              clampBehavior="none"
              allowDecimal={false}
              required
              {...input('minTeamMembers')}
            />
            <NumberInput
              label={t('tournaments.form.maxMembers')}
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
            label={t('tournaments.form.instant')}
            mt="sm"
            {...checkbox('instantRegistrations')}
          />
          <Checkbox
            label={t('tournaments.form.waitlist')}
            mt="sm"
            {...checkbox('waitlistEnabled')}
          />
          <NumberInput
            label={t('tournaments.form.checkInWindow')}
            description={t('tournaments.form.checkInHint')}
            min={1}
            allowDecimal={false}
            mt="sm"
            {...input('checkInWindowMinutes')}
          />
        </Fieldset>
        <Fieldset legend={t('tournaments.form.money')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('tournaments.overview.entryFee')}
              min={0}
              {...input('entryFee')}
            />
            <Select
              label={t('tournaments.form.entryFeeCurrency')}
              data={currencyOptions}
              clearable
              {...input('entryFeeCurrencyId')}
            />
            <NumberInput
              label={t('tournaments.overview.prizePool')}
              min={0}
              {...input('prizePool')}
            />
            <Select
              label={t('tournaments.form.prizePoolCurrency')}
              data={currencyOptions}
              clearable
              {...input('prizePoolCurrencyId')}
            />
          </SimpleGrid>
        </Fieldset>
        <RulesEditor form={form} />
        {/* A guided form asks for FFA points only when the plan plays lobbies. */}
        {(!guided || form.getValues().plan.kind === 'ffa') && <PointsSystemEditor form={form} />}
        <PrizeRowsEditor
          form={form}
          list="positions"
          legend={t('tournaments.form.prizeDistribution')}
          noun={t('tournaments.form.position')}
        />
        <PrizeRowsEditor
          form={form}
          list="special"
          legend={t('tournaments.form.specialPrizes')}
          noun={t('tournaments.form.specialPrize')}
        />
        <Fieldset legend={t('tournaments.form.links')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('tournaments.form.joinLink')} type="url" {...input('joinLink')} />
            <TextInput label={t('tournaments.form.image')} type="url" {...input('image')} />
            <TextInput
              label={t('tournaments.form.coverImage')}
              type="url"
              {...input('coverImage')}
            />
            <TextInput
              label={t('tournaments.form.organiserName')}
              description={t('tournaments.form.organiserNameHint')}
              {...input('organiserName')}
            />
            <TextInput
              label={t('tournaments.form.organiserImage')}
              type="url"
              {...input('organiserImage')}
            />
          </SimpleGrid>
          <Textarea
            label={t('tournaments.form.watchUrls')}
            description={t('tournaments.form.onePerLine')}
            autosize
            mt="sm"
            {...input('watchUrls')}
          />
          <Group mt="sm">
            <Checkbox label={t('tournaments.form.featured')} {...checkbox('isFeatured')} />
            <Checkbox label={t('tournaments.form.trending')} {...checkbox('isTrending')} />
          </Group>
        </Fieldset>
        <Fieldset legend={t('tournaments.form.access')}>
          <PasswordInput
            label={passwordProtected ? t('settings.account.newPassword') : t('session.password')}
            description={
              passwordProtected
                ? t('tournaments.form.keepPassword')
                : t('tournaments.form.passwordHint')
            }
            autoComplete="new-password"
            disabled={form.getValues().removePassword}
            {...input('password')}
          />
          {passwordProtected && (
            <Checkbox
              label={t('tournaments.form.removePassword')}
              mt="sm"
              {...checkbox('removePassword')}
            />
          )}
        </Fieldset>
        <FormFooter
          error={formError}
          errorTitle={t('tournaments.form.notSaved')}
          submitLabel={submitLabel}
          submitting={saving}
          buttons="start"
        />
      </Stack>
    </form>
  );
}
