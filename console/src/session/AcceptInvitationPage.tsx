import { Title } from '@mantine/core';

export default function AcceptInvitationPage() {
  return <Title order={2}>AcceptInvitationPage</Title>;
}
