import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { t } from '../../i18n/i18n';

interface Props extends ButtonProps {
  /** The button's text, also the dialog's title. */
  label: string;
  /** A longer name for the button when many alike sit on one page ("Reject Team A"). */
  'aria-label'?: string;
  /** What will happen, in a sentence the person confirms. */
  question: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
}

/** A button that asks before it acts: status changes cannot be taken back. */
export function ConfirmAction({
  label,
  question,
  onConfirm,
  loading,
  'aria-label': ariaLabel,
  ...buttonProps
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} aria-label={ariaLabel} loading={loading} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Text>{question}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('tournaments.keepAsIs')}
          </Button>
          <Button
            color={buttonProps.color}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
