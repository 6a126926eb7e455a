import { Button, Checkbox, FileInput, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { FormFooter } from '../ui/FormFooter';
import { useServerErrors } from '../ui/forms';
import { t } from '../i18n/i18n';

type Imported = Schemas['ImportedTenant'];

interface ImportValues {
  file: File | null;
  asNewTenant: boolean;
  name: string;
}

function upload({ file, asNewTenant, name }: ImportValues) {
  const query = { asNewTenant, ...(asNewTenant && name.trim() ? { name: name.trim() } : {}) };
  return unwrap<Imported>(
    api.POST('/api/v1/admin/tenants/import', {
      params: { query },
      // The archive's bytes as they are: the server checks them against its manifest.
      body: file as unknown as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'content-type': 'application/gzip' },
    }),
  );
}

function ImportedSummary({ imported }: { imported: Imported }) {
  const keys = imported.asNewTenant?.leftBehind.find((t) => t.table === 'api_keys')?.rows ?? 0;
  return (
    <Stack gap={4} role="status">
      <Text fw={700}>{t('operator.import.imported', { name: imported.tenantName })}</Text>
      <Text size="sm">
        {t('operator.import.rows', { count: imported.rows, id: imported.tenantId })}
      </Text>
      {imported.asNewTenant && (
        <Text size="sm">
          {keys > 0
            ? t('operator.import.copyKeysLeft', { count: keys })
            : t('operator.import.copy')}
        </Text>
      )}
      {imported.webhooksNeedingSecret.length > 0 && (
        <Text size="sm">
          {t('operator.import.webhooksPaused', { count: imported.webhooksNeedingSecret.length })}
        </Text>
      )}
    </Stack>
  );
}

/** Uploads an archive of `tourney tenant export` (or the Export button) into this installation. */
export function ImportTenantButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const form = useForm<ImportValues>({
    initialValues: { file: null, asNewTenant: true, name: '' },
    validate: { file: (file) => (file ? null : t('operator.import.chooseArchive')) },
  });
  const { formError, onError, clear } = useServerErrors(form);
  const importing = useMutation({
    mutationFn: upload,
    onMutate: clear,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['operator', 'tenants'] }),
    onError,
  });
  const dismiss = () => {
    importing.reset();
    form.reset();
    close();
  };
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('operator.import.button')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('operator.import.button')}>
        {importing.data ? (
          <Stack>
            <ImportedSummary imported={importing.data} />
            <Button onClick={dismiss}>{t('operator.import.done')}</Button>
          </Stack>
        ) : (
          <form onSubmit={form.onSubmit((values) => importing.mutate(values))}>
            <Stack>
              <FileInput
                label={t('operator.import.archive')}
                description={t('operator.import.archiveHint')}
                accept=".gz,application/gzip"
                clearable
                {...form.getInputProps('file')}
              />
              <Checkbox
                label={t('operator.import.asNew')}
                {...form.getInputProps('asNewTenant', { type: 'checkbox' })}
              />
              <TextInput
                label={t('operator.import.newName')}
                description={t('operator.import.newNameHint')}
                disabled={!form.values.asNewTenant}
                {...form.getInputProps('name')}
              />
              <FormFooter
                error={formError}
                errorTitle={t('operator.import.notImported')}
                submitLabel={t('operator.import.submit')}
                submitting={importing.isPending}
                onCancel={dismiss}
              />
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
