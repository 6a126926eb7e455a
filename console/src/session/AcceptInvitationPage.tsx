import { Alert, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
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
            Accept invitation
          </Title>
          {token === '' ? (
            <Alert color="red" role="alert">
              This link has no invitation in it: open the link exactly as you received it.
            </Alert>
          ) : preview.error ? (
            <Alert color="red" role="alert">
              {describeError(preview.error)}
            </Alert>
          ) : !preview.data ? (
            <Loader aria-label="Loading" />
          ) : (
            <>
              <Text>
                You are invited to <b>{preview.data.tenantName}</b> as {preview.data.role}, with the
                email address <b>{preview.data.email}</b>. Choose a password to accept.
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
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      repeat: (value, values) => (value === values.password ? null : 'The passwords differ'),
    },
  });
  const { formError, onError, clear } = useServerErrors(form);
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
    <form onSubmit={form.onSubmit((values) => accept.mutate(values.password))}>
      <Stack>
        <PasswordInput
          label="Password"
          description="10 to 200 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          required
          {...form.getInputProps('repeat')}
        />
        <FormFooter
          error={formError}
          submitLabel="Accept and sign in"
          submitting={accept.isPending}
          buttons="full"
        />
      </Stack>
    </form>
  );
}
