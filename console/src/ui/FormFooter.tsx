import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFooterProps {
  /** Why the last submission was refused, shown above the buttons; nothing when falsy. */
  error?: ReactNode;
  errorTitle?: string;
  submitLabel: ReactNode;
  /** The submission is running: the submit button spins and cannot be pressed again. */
  submitting: boolean;
  /** Shows a Cancel button before the submit button. */
  onCancel?(): void;
  /** Where the buttons sit: at the end (dialogs), at the start, or the submit across the form. */
  buttons?: 'end' | 'start' | 'full';
}

/** The end of a form: the server's refusal, then Cancel (when cancellable) and Submit. */
export function FormFooter({
  error,
  errorTitle,
  submitLabel,
  submitting,
  onCancel,
  buttons = 'end',
}: FormFooterProps) {
  const { t } = useTranslation();
  const submit = (
    <Button type="submit" loading={submitting}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {error ? (
        <Alert color="red" role="alert" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      {buttons === 'full' ? (
        submit
      ) : (
        <Group justify={buttons === 'end' ? 'flex-end' : undefined}>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          {submit}
        </Group>
      )}
    </>
  );
}
