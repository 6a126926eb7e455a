import { Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { api, send } from '../api/client';
import { useSession } from '../session/session';
import { useServerErrors } from '../ui/forms';
import { FormFooter } from '../ui/FormFooter';
import { t } from '../i18n/i18n';

export function AccountPage() {
  const { me } = useSession();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', repeat: '' },
    validate: {
      repeat: (value, values) =>
        value === values.newPassword ? null : t('session.passwordsDiffer'),
    },
  });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: typeof form.values) =>
      send(api.PUT('/api/v1/console/me/password', { body: { currentPassword, newPassword } })),
    onMutate: clear,
    onSuccess: () => {
      form.reset();
      notifications.show({
        color: 'green',
        message: t('settings.account.changed'),
      });
    },
    onError,
  });
  return (
    <Stack maw={480}>
      <Title order={1} size="h2">
        {t('shell.account')}
      </Title>
      {me?.staff && (
        <Text>
          {t('settings.account.who', {
            email: me.staff.email,
            role: t(`session.role.${me.staff.role}`),
            tenant: me.staff.tenantName,
          })}
        </Text>
      )}
      <Paper withBorder p="md">
        <form
          ref={formRef}
          noValidate
          onSubmit={form.onSubmit((values) => change.mutate(values), onInvalid)}
        >
          <Stack>
            <Title order={2} size="h4">
              {t('settings.account.changePassword')}
            </Title>
            <PasswordInput
              label={t('settings.account.currentPassword')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('settings.account.newPassword')}
              description={t('session.newPasswordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('settings.account.repeatNew')}
              autoComplete="new-password"
              required
              {...form.getInputProps('repeat')}
            />
            <FormFooter
              error={formError}
              submitLabel={t('settings.account.changePassword')}
              submitting={change.isPending}
              buttons="full"
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
