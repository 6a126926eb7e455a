import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api/errors';

interface ConfirmButtonProps extends Omit<ButtonProps, 'children'> {
  /** The button's text, also the confirming button's unless `confirmLabel` is given. */
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Runs once confirmed; the dialog stays open showing the failure if it throws. */
  onConfirm(): Promise<unknown>;
  'aria-label'?: string;
}

/** A destructive action behind a confirmation dialog. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  color = 'red',
  ...buttonProps
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button color={color} variant="light" {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text mb="md">{message}</Text>
        {error && (
          <Text c="red" role="alert" mb="md">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={confirm} loading={running}>
            {confirmLabel ?? children}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
