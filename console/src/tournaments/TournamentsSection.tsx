import { Title } from '@mantine/core';

export default function TournamentsSection() {
  return <Title order={2}>TournamentsSection</Title>;
}
