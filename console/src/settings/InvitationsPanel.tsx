import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, send, unwrap, type Schemas } from '../api/client';
import { ConfirmButton } from '../ui/ConfirmButton';
import { CopyField } from '../ui/CopyField';
import { useServerErrors } from '../ui/forms';
import { formatDate, QueryState } from '../ui/QueryState';
import { ROLES, type Role } from './roles';
import { FormFooter } from '../ui/FormFooter';
import { t } from '../i18n/i18n';

type Invitation = Schemas['StaffInvitation'];
const INVITATIONS_KEY = ['staff', 'invitations'] as const;

/** Pending invitations, revocable, and the form that makes one (its link shown to copy). */
export function InvitationsPanel() {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => unwrap<Invitation[]>(api.GET('/api/v1/staff/invitations')),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  return (
    <Paper withBorder p="md" w="100%">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('settings.invitations.title')}
          </Title>
          <InviteButton
            create={(body) => unwrap<Invitation>(api.POST('/api/v1/staff/invitations', { body }))}
            onInvited={refresh}
          />
        </Group>
        <QueryState query={invitations} empty={t('settings.invitations.none')}>
          {(list) => (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('session.email')}</Table.Th>
                  <Table.Th>{t('settings.role')}</Table.Th>
                  <Table.Th>{t('settings.invitations.expires')}</Table.Th>
                  <Table.Th>{t('settings.revoke')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>{t(`session.role.${invitation.role}`)}</Table.Td>
                    <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                    <Table.Td>
                      <ConfirmButton
                        size="xs"
                        aria-label={t('settings.invitations.revokeOf', { email: invitation.email })}
                        title={t('settings.invitations.revokeTitle')}
                        message={t('settings.invitations.revokeMessage', {
                          email: invitation.email,
                        })}
                        onConfirm={async () => {
                          await send(
                            api.DELETE('/api/v1/staff/invitations/{invitationId}', {
                              params: { path: { invitationId: invitation.id } },
                            }),
                          );
                          await refresh();
                        }}
                      >
                        {t('settings.revoke')}
                      </ConfirmButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/**
 * "Invite": an email and a role; the answer's accept link is shown to copy and hand over
 * (the server sends no mail). Shared by the owner's staff page and the operator's tenants.
 */
export function InviteButton({
  create,
  onInvited,
  label = t('settings.invitations.invite'),
  fullLabel = label,
  size,
  fixedRole,
}: {
  create(body: { email: string; role: Role }): Promise<Invitation>;
  onInvited?(): void;
  label?: string;
  /** The button's accessible name and the dialog's title, when the visible label is short. */
  fullLabel?: string;
  size?: 'xs' | 'sm';
  fixedRole?: Role;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm<{ email: string; role: Role }>({
    initialValues: { email: '', role: fixedRole ?? 'organiser' },
  });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const invite = useMutation({
    mutationFn: create,
    onMutate: clear,
    onSuccess: () => onInvited?.(),
    onError,
  });
  const done = () => {
    invite.reset();
    form.reset();
    close();
  };
  return (
    <>
      <Button onClick={open} size={size} aria-label={fullLabel}>
        {label}
      </Button>
      <Modal opened={opened} onClose={done} title={fullLabel} size="lg">
        {invite.data ? (
          <Stack>
            <Text>
              {t('settings.invitations.created', {
                email: invite.data.email,
                role: t(`session.role.${invite.data.role}`),
                until: formatDate(invite.data.expiresAt),
              })}
            </Text>
            <CopyField
              label={t('settings.invitations.acceptLink')}
              value={invite.data.acceptUrl ?? ''}
            />
            <Group justify="flex-end">
              <Button onClick={done}>{t('settings.done')}</Button>
            </Group>
          </Stack>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={form.onSubmit((values) => invite.mutate(values), onInvalid)}
          >
            <Stack>
              <TextInput
                label={t('session.email')}
                type="email"
                required
                data-autofocus
                {...form.getInputProps('email')}
              />
              {!fixedRole && (
                <Select
                  label={t('settings.role')}
                  data={ROLES}
                  allowDeselect={false}
                  {...form.getInputProps('role')}
                />
              )}
              <FormFooter
                error={formError}
                submitLabel={t('settings.invitations.create')}
                submitting={invite.isPending}
                onCancel={done}
              />
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
