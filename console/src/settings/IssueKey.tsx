import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { CopyField } from '../ui/CopyField';
import { useServerErrors } from '../ui/forms';
import { FormFooter } from '../ui/FormFooter';
import { t } from '../i18n/i18n';

type Scope = Schemas['ApiKeyScope'];
type IssuedKey = Schemas['IssuedApiKey'];

const SCOPES: Scope[] = ['integration', 'manage'];

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
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
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
      <Button onClick={open}>{t('settings.keys.issueAKey')}</Button>
      <Modal opened={opened} onClose={close} title={t('settings.keys.issueTitle')}>
        <form
          ref={formRef}
          noValidate
          onSubmit={form.onSubmit((values) => issue.mutate(values), onInvalid)}
        >
          <Stack>
            <TextInput
              data-autofocus
              label={t('tournaments.dashboard.name')}
              description={t('settings.keys.nameHint')}
              required
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label={t('settings.keys.scopes')} {...form.getInputProps('scopes')}>
              <Stack gap="xs" mt="xs">
                {SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={t(`settings.keys.scope.${scope}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <FormFooter
              error={formError}
              submitLabel={t('settings.keys.issue')}
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
    <Modal opened={issued !== null} onClose={onClose} title={t('settings.keys.newKey')} size="lg">
      {issued && (
        <Stack>
          <Alert color="yellow" title={t('settings.keys.copyNow')}>
            {t('settings.keys.onlyOnce')}
          </Alert>
          <CopyField
            label={t('settings.keys.secretOf', { name: issued.name })}
            value={issued.apiKey}
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('settings.keys.copied')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
