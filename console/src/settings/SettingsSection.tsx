import { Title } from '@mantine/core';

export default function SettingsSection() {
  return <Title order={2}>SettingsSection</Title>;
}
