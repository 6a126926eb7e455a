import { Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { api, send } from '../api/client';
import { useSession } from '../session/session';
import { useServerErrors } from '../ui/forms';
import { FormFooter } from '../ui/FormFooter';

export function AccountPage() {
  const { me } = useSession();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', repeat: '' },
    validate: {
      repeat: (value, values) => (value === values.newPassword ? null : 'The passwords differ'),
    },
  });
  const { formError, onError, clear } = useServerErrors(form);
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: typeof form.values) =>
      send(api.PUT('/api/v1/console/me/password', { body: { currentPassword, newPassword } })),
    onMutate: clear,
    onSuccess: () => {
      form.reset();
      notifications.show({
        color: 'green',
        message: 'Password changed; your other sessions have ended',
      });
    },
    onError,
  });
  return (
    <Stack maw={480}>
      <Title order={1} size="h2">
        Account
      </Title>
      {me?.staff && (
        <Text>
          {me.staff.email}, {me.staff.role} of {me.staff.tenantName}
        </Text>
      )}
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((values) => change.mutate(values))}>
          <Stack>
            <Title order={2} size="h4">
              Change password
            </Title>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description="10 to 200 characters"
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...form.getInputProps('repeat')}
            />
            <FormFooter
              error={formError}
              submitLabel="Change password"
              submitting={change.isPending}
              buttons="full"
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
