import { Alert, Box, Loader, Stack, Text, Title } from '@mantine/core';
import { Bracket, formatOfRoundType } from '../../bracket';
import { ApiError, describeError } from '../../api/errors';
import { fieldSentence, humanise } from '../../ui/field-messages';
import { useStagePreview, type StageInput } from '../api/stages';
import { ROUND_TYPE } from '../codes';
import { previewMatchViews } from './preview-matches';
import { t } from '../../i18n/i18n';
import { Trans } from 'react-i18next';

/** The catalogue keys of the preview's fields as the form labels them. */
const PREVIEW_LABELS: Record<string, string> = { teamCount: 'tournaments.form.maxTeams' };

/** What the plan makes of the teams, as the server counts and draws it before anything is saved. */
export function PlanPreview({ teamCount, stages }: { teamCount: number; stages: StageInput[] }) {
  const preview = useStagePreview(teamCount, stages);
  if (preview.isPending && preview.fetchStatus !== 'idle')
    return <Loader size="sm" aria-label={t('tournaments.plan.counting')} />;
  if (preview.error)
    return (
      <Alert color="orange" title={t('tournaments.plan.cannotPlay')} role="alert">
        {preview.error instanceof ApiError && preview.error.fieldErrors.length > 0
          ? preview.error.fieldErrors.map((f) => {
              const label = PREVIEW_LABELS[f.field];
              return (
                <div key={f.field}>
                  {fieldSentence({ label: label ? t(label) : humanise(f.field) }, f.message)}
                </div>
              );
            })
          : describeError(preview.error)}
      </Alert>
    );
  const data = preview.data;
  if (!data) return null;
  return (
    <Stack gap="xs" aria-label={t('tournaments.plan.whatWillHappen')} role="region">
      <Title order={4} size="h5">
        {t('tournaments.plan.whatWillHappen')}
      </Title>
      <Text data-testid="plan-summary">
        <Trans
          i18nKey="tournaments.plan.summary"
          values={{
            teams: t('tournaments.plan.teams', { count: data.teamCount }),
            matches: t('tournaments.plan.matches', { count: data.matchCount }),
            rounds: t('tournaments.plan.rounds', { count: data.roundCount }),
          }}
          components={{ strong: <strong /> }}
        />
      </Text>
      {data.stages.map((stage) => (
        <Stack key={stage.stageNumber} gap={4}>
          {data.stages.length > 1 && (
            <Text size="sm" fw={600}>
              {t('tournaments.plan.stageLine', {
                number: stage.stageNumber,
                name: stage.name,
                format: ROUND_TYPE[stage.roundType],
                teams: t('tournaments.plan.teams', { count: stage.teamCount }),
                groups:
                  stage.groupCount > 1
                    ? t('tournaments.stages.inGroups', { count: stage.groupCount })
                    : '',
                matches: t('tournaments.plan.matches', { count: stage.matchCount }),
                rounds: t('tournaments.plan.rounds', { count: stage.roundCount }),
              })}
            </Text>
          )}
          {stage.roundType === 2 && stages[stage.stageNumber - 1]?.grandFinal === 'double' && (
            <Text size="sm" c="gray.7">
              {t('tournaments.plan.resetCounted')}
            </Text>
          )}
          {stage.roundType === 5 ? (
            <Text size="sm" c="gray.7">
              {t('tournaments.plan.lobbiesLine', {
                lobbies: t('tournaments.plan.lobbyCount', { count: stage.groupCount }),
                matches: t('tournaments.plan.matches', { count: stage.roundCount }),
              })}
            </Text>
          ) : (
            // min-width 0: the drawing scrolls inside the form instead of widening it.
            <Box miw={0}>
              <Bracket
                format={formatOfRoundType(stage.roundType)}
                matches={previewMatchViews(stage.matches)}
                label={t('tournaments.plan.previewOf', { name: stage.name })}
              />
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
