import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { CopyField } from '../ui/CopyField';
import { useServerErrors } from '../ui/forms';
import { FormFooter } from '../ui/FormFooter';

type Scope = Schemas['ApiKeyScope'];
type IssuedKey = Schemas['IssuedApiKey'];

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'integration', label: 'integration: users, teams, registrations, reads' },
  { value: 'manage', label: 'manage: tournaments, rounds, results' },
];

const issueOwnKey = (body: { name: string; scopes: Scope[] }) =>
  unwrap<IssuedKey>(api.POST('/api/v1/keys', { body }));

/**
 * Issues a key from a name and scopes (the tenant's own by default, or through `issue`); the
 * secret goes to `onIssued`, to be shown once, and the `listKey` query is refreshed.
 */
export function IssueKeyButton({
  onIssued,
  issue: issueKey = issueOwnKey,
  listKey = ['keys'],
}: {
  onIssued(key: IssuedKey): void;
  issue?(body: { name: string; scopes: Scope[] }): Promise<IssuedKey>;
  listKey?: readonly unknown[];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const form = useForm<{ name: string; scopes: Scope[] }>({
    initialValues: { name: '', scopes: ['integration'] },
  });
  const { formError, onError, clear } = useServerErrors(form);
  const issue = useMutation({
    mutationFn: issueKey,
    onMutate: clear,
    onSuccess: (key) => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      form.reset();
      close();
      onIssued(key);
    },
    onError,
  });
  return (
    <>
      <Button onClick={open}>Issue a key</Button>
      <Modal opened={opened} onClose={close} title="Issue an API key">
        <form onSubmit={form.onSubmit((values) => issue.mutate(values))}>
          <Stack>
            <TextInput
              label="Name"
              description="Where the key is used, e.g. production"
              required
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label="Scopes" {...form.getInputProps('scopes')}>
              <Stack gap="xs" mt="xs">
                {SCOPES.map((scope) => (
                  <Checkbox key={scope.value} value={scope.value} label={scope.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <FormFooter
              error={formError}
              submitLabel="Issue"
              submitting={issue.isPending}
              onCancel={close}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The new key's secret, this once: the server keeps only its hash. */
export function IssuedKeyModal({ issued, onClose }: { issued: IssuedKey | null; onClose(): void }) {
  return (
    <Modal opened={issued !== null} onClose={onClose} title="Your new API key" size="lg">
      {issued && (
        <Stack>
          <Alert color="yellow" title="Copy it now">
            This is the only time the key is shown. Store it somewhere safe: if it is lost, issue a
            new one and revoke this one.
          </Alert>
          <CopyField label={`Secret of "${issued.name}"`} value={issued.apiKey} />
          <Group justify="flex-end">
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
