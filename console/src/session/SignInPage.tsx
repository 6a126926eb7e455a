import { Alert, Center, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ConsoleMe } from './session';
import { useSession } from './session';
import { OperatorSignInForm, StaffSignInForm } from './SignInForms';

/** Only a path of the console itself: `next` comes from the address bar. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = (location.state as { notice?: string } | null)?.notice;

  const onSignedIn = (me: ConsoleMe) => {
    signedIn(me);
    navigate(safeNext(params.get('next')), { replace: true });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} component="main">
        <Stack>
          <Title order={1} size="h2">
            {t('session.signIn')}
          </Title>
          {notice && (
            <Alert color="yellow" role="status">
              {t(notice)}
            </Alert>
          )}
          <Tabs defaultValue="staff">
            <Tabs.List grow>
              <Tabs.Tab value="staff">{t('session.staffTab')}</Tabs.Tab>
              <Tabs.Tab value="operator">{t('session.operatorTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="staff" pt="md">
              <StaffSignInForm onSignedIn={onSignedIn} />
            </Tabs.Panel>
            <Tabs.Panel value="operator" pt="md">
              <OperatorSignInForm onSignedIn={onSignedIn} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
    </Center>
  );
}
