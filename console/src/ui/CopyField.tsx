import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value to hand over (a secret, a link), read-only with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant="light" color={copied ? 'teal' : undefined}>
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
