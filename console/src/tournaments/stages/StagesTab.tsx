import { Badge, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryState } from '../../ui/QueryState';
import { useStages, type Stage } from '../api/stages';
import type { Tournament } from '../api/tournaments';
import { ROUND_STATUS, ROUND_TYPE } from '../codes';
import { StagesForm } from './StagesForm';
import { t } from '../../i18n/i18n';

const STATUS_COLOR = { 1: 'gray', 2: 'blue', 3: 'green' } as const;

/** "Top 2 of each group go through", in words. */
function describeQualifiers(q: Stage['qualifiers']) {
  if (!q) return t('tournaments.stages.last');
  if (q.perGroup !== undefined) return t('tournaments.stages.topPerGroup', { count: q.perGroup });
  return t('tournaments.stages.topOverall', { count: q.topN });
}

function StageCard({ stage }: { stage: Stage }) {
  const groups = stage.options.groupCount ?? stage.options.numberOfGroups;
  return (
    <Card
      withBorder
      component="section"
      aria-label={t('tournaments.stages.title', { number: stage.stageNumber, name: stage.name })}
    >
      <Group justify="space-between">
        <Title order={4}>
          {t('tournaments.stages.title', { number: stage.stageNumber, name: stage.name })}
        </Title>
        <Badge color={STATUS_COLOR[stage.status]} variant="dot">
          {ROUND_STATUS[stage.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {ROUND_TYPE[stage.roundType]}
        {groups && groups > 1 ? t('tournaments.stages.inGroups', { count: groups }) : ''}
        {stage.teamCount > 0 ? t('tournaments.stages.teams', { count: stage.teamCount }) : ''}
      </Text>
      <Text mt="xs">{describeQualifiers(stage.qualifiers)}</Text>
      {stage.qualified.length > 0 && (
        <>
          <Text fw={600} mt="xs">
            {t('tournaments.stages.qualified')}
          </Text>
          <List
            type="ordered"
            aria-label={t('tournaments.stages.qualifiedFrom', { name: stage.name })}
          >
            {stage.qualified.map((q) => (
              <List.Item key={q.participantId}>{q.participantName}</List.Item>
            ))}
          </List>
        </>
      )}
      {stage.qualifiers && stage.qualified.length === 0 && (
        <Text size="sm" c="gray.7" mt="xs">
          {t('tournaments.stages.seededLater')}
        </Text>
      )}
    </Card>
  );
}

/** The tournament's declared stages: each one's format, state and who went through. */
export function StagesTab({ tournament }: { tournament: Tournament }) {
  const stages = useStages(tournament.tournamentId);
  const [declaring, { open, close }] = useDisclosure(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('tournaments.page.tabs.stages')}</Title>
        <Button onClick={open}>{t('tournaments.stages.declare')}</Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('tournaments.stages.intro')}
      </Text>
      <QueryState query={stages} items={(list) => list.stages} empty={t('tournaments.stages.none')}>
        {(list) => (
          <Stack>
            {list.stages.map((stage) => (
              <StageCard key={stage.roundId} stage={stage} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal opened={declaring} onClose={close} title={t('tournaments.stages.declare')} size="xl">
        <StagesForm
          tournamentId={tournament.tournamentId}
          duel={tournament.matchType === 1}
          current={stages.data?.stages ?? []}
          onDeclared={close}
        />
      </Modal>
    </Stack>
  );
}
