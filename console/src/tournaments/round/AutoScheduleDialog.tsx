import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError, describeError } from '../../api/errors';
import { useAutoSchedule } from '../api/schedule';
import { notify } from './notify';

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
  const submit = (values: Values) => {
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
          notify('green', `${schedule.slots.length} ${isFfa ? 'groups' : 'matches'} scheduled`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(error.byField);
        },
      },
    );
  };
  const refusal =
    plan.error instanceof ApiError && plan.error.fieldErrors.length > 0 ? null : plan.error;
  return (
    <Modal opened onClose={onClose} title="Auto-schedule the round">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Every match not yet played gets a time: as early as a station is free, its participants
            have had their break, and the matches that decide who plays in it are over.{' '}
            {isFfa && 'A group plays its matches one after another.'}
          </Text>
          <TextInput
            type="datetime-local"
            label="First matches start at"
            description="In your time zone"
            required
            {...form.getInputProps('startAt')}
          />
          <NumberInput
            label="Match length (minutes)"
            min={1}
            max={1440}
            allowDecimal={false}
            required
            {...form.getInputProps('matchMinutes')}
          />
          <NumberInput
            label="Break between matches (minutes)"
            min={0}
            max={1440}
            allowDecimal={false}
            {...form.getInputProps('breakMinutes')}
          />
          <NumberInput
            label="Stations"
            description="Matches played at once (servers, tables); empty for no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('stations')}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {describeError(refusal)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={plan.isPending}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
