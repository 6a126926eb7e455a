import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/errors';
import { declareStages } from '../api/stages';
import { useCreateTournament } from '../api/tournaments';
import { emptyTournamentValues, toCreateBody } from './formValues';
import { matchTypeOf, planLabel, toStages } from './plan';
import { TournamentForm } from './TournamentForm';
import { t } from '../../i18n/i18n';

export function NewTournamentPage() {
  const create = useCreateTournament();
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('tournaments.dashboard.newTournament')}
      </Title>
      <Text c="gray.7">{t('tournaments.form.guidedIntro')}</Text>
      <TournamentForm
        guided
        initialValues={emptyTournamentValues}
        submitLabel={t('tournaments.form.create')}
        onSubmit={async (values) => {
          const { plan } = values;
          const created = await create.mutateAsync(
            toCreateBody({
              ...values,
              matchType: String(matchTypeOf(plan)),
              tournamentFormat: plan.kind === 'later' ? '' : planLabel(plan),
            }),
          );
          const path = `/tournaments/${created.tournamentId}`;
          const stages = toStages(plan);
          if (stages.length === 0) return navigate(path);
          try {
            await declareStages(created.tournamentId, stages);
            await navigate(path);
          } catch (error) {
            // The preview checked the same plan, so this is rare; the tournament exists, and
            // its Stages tab declares the plan again.
            notifications.show({
              color: 'red',
              title: t('tournaments.plan.createdWithoutFormat'),
              message: t('tournaments.plan.declareHere', { error: describeError(error) }),
            });
            await navigate(`${path}/stages`);
          }
        }}
      />
    </Stack>
  );
}
