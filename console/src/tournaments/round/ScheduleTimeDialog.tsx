import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, describeError } from '../../api/errors';
import { toLocalInput } from '../form/formValues';
import { readerTimeZone } from '../../i18n/dates';
import { t } from '../../i18n/i18n';
import { fieldSentence } from '../../ui/field-messages';

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
  const refusedTime = error instanceof ApiError ? error.byField.scheduledAt : undefined;
  const save = () => {
    const date = new Date(value);
    props.onSave(Number.isNaN(date.getTime()) ? value : date.toISOString());
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('tournaments.round.startsAt')}
          description={t('tournaments.round.inYourZone', { zone: readerTimeZone() })}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={
            refusedTime && fieldSentence({ label: t('tournaments.round.startsAt') }, refusedTime)
          }
          data-autofocus
        />
        {error !== null && !refusedTime && (
          <Alert color="red" role="alert">
            {describeError(error)}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          {t('tournaments.round.manualTimeHint')}
        </Text>
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red.9"
            disabled={props.current === null}
            loading={props.saving}
            onClick={() => props.onSave(null)}
          >
            {t('tournaments.round.clearTime')}
          </Button>
          <Group>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={value === ''} loading={props.saving} onClick={save}>
              {t('tournaments.round.saveTime')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
