import { Alert, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api, unwrap } from '../api/client';
import { describeError } from '../api/errors';
import { useServerErrors } from '../ui/forms';
import { useSession, type ConsoleMe } from './session';
import { FormFooter } from '../ui/FormFooter';

/** The token rides in the fragment (`#token=`), which browsers never send to a server. */
function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const token = tokenFromFragment(useLocation().hash);
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      unwrap(api.GET('/api/v1/console/invitations/{token}', { params: { path: { token } } })),
    enabled: token !== '',
    retry: false,
  });
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={460} component="main">
        <Stack>
          <Title order={1} size="h2">
            {t('session.acceptTitle')}
          </Title>
          {token === '' ? (
            <Alert color="red" role="alert">
              {t('session.noToken')}
            </Alert>
          ) : preview.error ? (
            <Alert color="red" role="alert">
              {describeError(preview.error)}
            </Alert>
          ) : !preview.data ? (
            <Loader aria-label={t('common.loading')} />
          ) : (
            <>
              <Text>
                <Trans
                  i18nKey="session.invited"
                  values={{
                    tenant: preview.data.tenantName,
                    role: t(`session.role.${preview.data.role}`),
                    email: preview.data.email,
                  }}
                  components={{ b: <b /> }}
                />
              </Text>
              <SetPasswordForm token={token} />
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      repeat: (value, values) => (value === values.password ? null : t('session.passwordsDiffer')),
    },
  });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const accept = useMutation({
    mutationFn: (password: string) =>
      unwrap<ConsoleMe>(
        api.POST('/api/v1/console/invitations/accept', { body: { token, password } }),
      ),
    onMutate: clear,
    onSuccess: (me) => {
      signedIn(me);
      navigate('/', { replace: true });
    },
    onError,
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => accept.mutate(values.password), onInvalid)}
    >
      <Stack>
        <PasswordInput
          label={t('session.password')}
          description={t('session.newPasswordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('session.repeatPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('repeat')}
        />
        <FormFooter
          error={formError}
          submitLabel={t('session.acceptAndSignIn')}
          submitting={accept.isPending}
          buttons="full"
        />
      </Stack>
    </form>
  );
}
