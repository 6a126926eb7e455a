import {
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type Schemas } from '../api/client';
import { InviteButton } from '../settings/InvitationsPanel';
import { useServerErrors } from '../ui/forms';
import { formatDate, QueryState } from '../ui/QueryState';
import { ExportTenantButton } from './ExportTenantButton';
import { ImportTenantButton } from './ImportTenantButton';
import { TenantKeys } from './TenantKeys';
import { FormFooter } from '../ui/FormFooter';
import { t } from '../i18n/i18n';

type Tenant = Schemas['Tenant'];
const TENANTS_KEY = ['operator', 'tenants'] as const;

export function TenantsPage() {
  const tenants = useQuery({
    queryKey: TENANTS_KEY,
    queryFn: () => unwrap<Tenant[]>(api.GET('/api/v1/admin/tenants')),
  });
  const [keysOf, setKeysOf] = useState<Tenant | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('operator.tenants')}
        </Title>
        <Group gap="xs">
          <ImportTenantButton />
          <CreateTenantButton />
        </Group>
      </Group>
      <QueryState query={tenants}>
        {(list) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tournaments.dashboard.name')}</Table.Th>
                <Table.Th>{t('operator.tenantId')}</Table.Th>
                <Table.Th>{t('settings.keys.created')}</Table.Th>
                <Table.Th>{t('tournaments.registrations.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((tenant) => (
                <Table.Tr key={tenant.tenantId}>
                  <Table.Td>{tenant.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Code>{tenant.tenantId}</Code>
                      <CopyButton value={tenant.tenantId}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={copy}
                            aria-label={t('operator.copyId', { name: tenant.name })}
                          >
                            {copied ? t('common.copied') : t('common.copy')}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(tenant.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('operator.keysOf', { name: tenant.name })}
                        onClick={() => setKeysOf(tenant)}
                      >
                        {t('shell.apiKeys')}
                      </Button>
                      <ExportTenantButton tenantId={tenant.tenantId} name={tenant.name} />
                      <InviteButton
                        label={t('operator.inviteOwner')}
                        fullLabel={t('operator.inviteFirstOwner', { name: tenant.name })}
                        size="xs"
                        fixedRole="owner"
                        create={(body) =>
                          unwrap(
                            api.POST('/api/v1/admin/tenants/{tenantId}/staff-invitations', {
                              params: { path: { tenantId: tenant.tenantId } },
                              body,
                            }),
                          )
                        }
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Modal
        opened={keysOf !== null}
        onClose={() => setKeysOf(null)}
        title={t('operator.keysOf', { name: keysOf?.name ?? '' })}
        size="xl"
      >
        {keysOf && <TenantKeys tenantId={keysOf.tenantId} />}
      </Modal>
    </Stack>
  );
}

function CreateTenantButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { name: '' } });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const create = useMutation({
    mutationFn: (body: { name: string }) =>
      unwrap<Tenant>(api.POST('/api/v1/admin/tenants', { body })),
    onMutate: clear,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TENANTS_KEY });
      form.reset();
      close();
    },
    onError,
  });
  return (
    <>
      <Button onClick={open}>{t('operator.createTenant')}</Button>
      <Modal opened={opened} onClose={close} title={t('operator.createTenant')}>
        <form
          ref={formRef}
          noValidate
          onSubmit={form.onSubmit((values) => create.mutate(values), onInvalid)}
        >
          <Stack>
            <TextInput
              label={t('tournaments.dashboard.name')}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <FormFooter
              error={formError}
              submitLabel={t('operator.create')}
              submitting={create.isPending}
              onCancel={close}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
