import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCreateTournament } from '../api/tournaments';
import { emptyTournamentValues, toCreateBody } from './formValues';
import { TournamentForm } from './TournamentForm';

export function NewTournamentPage() {
  const create = useCreateTournament();
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={2}>New tournament</Title>
      <TournamentForm
        initialValues={emptyTournamentValues}
        submitLabel="Create tournament"
        onSubmit={async (values) => {
          const created = await create.mutateAsync(toCreateBody(values));
          await navigate(`/tournaments/${created.tournamentId}`);
        }}
      />
    </Stack>
  );
}
