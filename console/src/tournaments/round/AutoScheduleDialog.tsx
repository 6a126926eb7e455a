import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useServerErrors } from '../../ui/forms';
import { useAutoSchedule } from '../api/schedule';
import { notify } from './notify';
import { readerTimeZone } from '../../i18n/dates';
import { t } from '../../i18n/i18n';

interface Values {
  startAt: string;
  matchMinutes: number | string;
  breakMinutes: number | string;
  stations: number | string;
}

export interface AutoScheduleDialogProps {
  roundId: string;
  isFfa: boolean;
  onClose: () => void;
}

/** Plans the round from a start, a match length, a break and how many matches run at once. */
export function AutoScheduleDialog({ roundId, isFfa, onClose }: AutoScheduleDialogProps) {
  const form = useForm<Values>({
    initialValues: { startAt: '', matchMinutes: 45, breakMinutes: 15, stations: '' },
  });
  const plan = useAutoSchedule(roundId);
  const { formError, onError, clear, formRef } = useServerErrors(form);
  const submit = (values: Values) => {
    clear();
    const start = new Date(values.startAt);
    plan.mutate(
      {
        startAt: Number.isNaN(start.getTime()) ? values.startAt : start.toISOString(),
        matchMinutes: Number(values.matchMinutes),
        breakMinutes: values.breakMinutes === '' ? 0 : Number(values.breakMinutes),
        ...(values.stations === '' ? {} : { stations: Number(values.stations) }),
      },
      {
        onSuccess: (schedule) => {
          notify(
            'green',
            t(isFfa ? 'tournaments.round.groupsScheduled' : 'tournaments.round.matchesScheduled', {
              count: schedule.slots.length,
            }),
          );
          onClose();
        },
        onError,
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('tournaments.round.autoScheduleTitle')}>
      <form ref={formRef} noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {t('tournaments.round.autoScheduleHint')} {isFfa && t('tournaments.round.groupInARow')}
          </Text>
          <TextInput
            type="datetime-local"
            label={t('tournaments.round.firstStart')}
            description={t('tournaments.round.inYourZone', { zone: readerTimeZone() })}
            required
            data-autofocus
            {...form.getInputProps('startAt')}
          />
          {/* What was typed stays (no clamping on blur): the server names a value out of range. */}
          <NumberInput
            label={t('tournaments.round.matchLength')}
            min={1}
            max={1440}
            allowDecimal={false}
            clampBehavior="none"
            required
            {...form.getInputProps('matchMinutes')}
          />
          <NumberInput
            label={t('tournaments.round.breakLength')}
            min={0}
            max={1440}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('breakMinutes')}
          />
          <NumberInput
            label={t('tournaments.round.stations')}
            description={t('tournaments.round.stationsHint')}
            min={1}
            max={1000}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('stations')}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={plan.isPending}>
              {t('tournaments.round.schedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
