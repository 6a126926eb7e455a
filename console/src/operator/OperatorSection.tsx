import { Title } from '@mantine/core';

export default function OperatorSection() {
  return <Title order={2}>OperatorSection</Title>;
}
