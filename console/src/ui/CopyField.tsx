import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/** A value to hand over (a secret, a link), read-only with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant="light" color={copied ? 'teal' : undefined}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
