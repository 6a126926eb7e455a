import { Title } from '@mantine/core';

export function SignInPage() {
  return <Title order={2}>Sign in</Title>;
}
