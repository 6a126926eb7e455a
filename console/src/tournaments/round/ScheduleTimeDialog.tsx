import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, describeError } from '../../api/errors';
import { toLocalInput } from '../form/formValues';

export interface ScheduleTimeDialogProps {
  /** What is being scheduled, e.g. "Match 3: Night Owls vs Red Foxes". */
  title: string;
  current: string | null;
  saving: boolean;
  error: unknown;
  onSave: (scheduledAt: string | null) => void;
  onClose: () => void;
}

/** Pick a start time (in the person's time zone, sent in UTC), or clear it. */
export function ScheduleTimeDialog(props: ScheduleTimeDialogProps) {
  const [value, setValue] = useState(props.current ? toLocalInput(props.current) : '');
  const error = props.error;
  const save = () => {
    const date = new Date(value);
    props.onSave(Number.isNaN(date.getTime()) ? value : date.toISOString());
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label="Starts at"
          description="In your time zone"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error instanceof ApiError ? error.byField.scheduledAt : undefined}
        />
        {error !== null && !(error instanceof ApiError && error.byField.scheduledAt) && (
          <Alert color="red" role="alert">
            {describeError(error)}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          A time set here is yours: it is not checked against the matches that feed this one.
        </Text>
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red.9"
            disabled={props.current === null}
            loading={props.saving}
            onClick={() => props.onSave(null)}
          >
            Clear time
          </Button>
          <Group>
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button disabled={value === ''} loading={props.saving} onClick={save}>
              Save time
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
