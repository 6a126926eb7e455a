import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, send, unwrap, type Schemas } from '../api/client';
import { describeError } from '../api/errors';
import { useSession } from '../session/session';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDate, QueryState } from '../ui/QueryState';
import { InvitationsPanel } from './InvitationsPanel';
import { ROLES, type Role } from './roles';
import { t } from '../i18n/i18n';

const STAFF_KEY = ['staff'] as const;

export function StaffPage() {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => unwrap<Schemas['StaffMember'][]>(api.GET('/api/v1/staff')),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  const changeRole = useMutation({
    mutationFn: ({ staffId, role }: { staffId: string; role: Role }) =>
      unwrap(api.PUT('/api/v1/staff/{staffId}', { params: { path: { staffId } }, body: { role } })),
    onSuccess: refresh,
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('settings.staff.roleNotChanged'),
        message: describeError(error),
      }),
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('shell.staff')}
      </Title>
      <QueryState query={staff}>
        {(members) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('session.email')}</Table.Th>
                <Table.Th>{t('settings.role')}</Table.Th>
                <Table.Th>{t('settings.staff.since')}</Table.Th>
                <Table.Th>{t('settings.staff.lastSignIn')}</Table.Th>
                <Table.Th>{t('settings.staff.remove')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    {member.email}
                    {member.id === me?.staff?.id && (
                      <Text span c="dimmed">
                        {' '}
                        {t('settings.staff.you')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('settings.staff.roleOf', { email: member.email })}
                      data={ROLES.map((r) => ({
                        value: r.value,
                        label: t(`session.role.${r.value}`),
                      }))}
                      value={member.role}
                      allowDeselect={false}
                      disabled={changeRole.isPending}
                      onChange={(role) =>
                        role &&
                        role !== member.role &&
                        changeRole.mutate({ staffId: member.id, role: role as Role })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{formatDate(member.createdAt)}</Table.Td>
                  <Table.Td>{formatDate(member.lastSignInAt)}</Table.Td>
                  <Table.Td>
                    <ConfirmButton
                      size="xs"
                      aria-label={t('settings.staff.removeName', { email: member.email })}
                      title={t('settings.staff.removeTitle')}
                      message={t('settings.staff.removeMessage', { email: member.email })}
                      onConfirm={async () => {
                        await send(
                          api.DELETE('/api/v1/staff/{staffId}', {
                            params: { path: { staffId: member.id } },
                          }),
                        );
                        await refresh();
                      }}
                    >
                      {t('settings.staff.remove')}
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      {staff.data && (
        <Group>
          <InvitationsPanel />
        </Group>
      )}
    </Stack>
  );
}
