import { Badge, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryState } from '../../ui/QueryState';
import { useStages, type Stage } from '../api/stages';
import type { Tournament } from '../api/tournaments';
import { ROUND_STATUS, ROUND_TYPE } from '../codes';
import { StagesForm } from './StagesForm';

const STATUS_COLOR = { 1: 'gray', 2: 'blue', 3: 'green' } as const;

/** "Top 2 of each group go through", in words. */
export function describeQualifiers(q: Stage['qualifiers']) {
  if (!q) return 'Last stage: crowns the winner';
  if (q.perGroup !== undefined) return `Top ${q.perGroup} of each group go through`;
  return `Top ${q.topN} go through`;
}

function StageCard({ stage }: { stage: Stage }) {
  const groups = stage.options.groupCount ?? stage.options.numberOfGroups;
  return (
    <Card withBorder component="section" aria-label={`Stage ${stage.stageNumber}: ${stage.name}`}>
      <Group justify="space-between">
        <Title order={4}>
          Stage {stage.stageNumber}: {stage.name}
        </Title>
        <Badge color={STATUS_COLOR[stage.status]} variant="dot">
          {ROUND_STATUS[stage.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {ROUND_TYPE[stage.roundType]}
        {groups && groups > 1 ? ` in ${groups} groups` : ''}
        {stage.teamCount > 0 ? ` · ${stage.teamCount} teams` : ''}
      </Text>
      <Text mt="xs">{describeQualifiers(stage.qualifiers)}</Text>
      {stage.qualified.length > 0 && (
        <>
          <Text fw={600} mt="xs">
            Qualified, in seed order
          </Text>
          <List type="ordered" aria-label={`Qualified from ${stage.name}`}>
            {stage.qualified.map((q) => (
              <List.Item key={q.participantId}>{q.participantName}</List.Item>
            ))}
          </List>
        </>
      )}
      {stage.qualifiers && stage.qualified.length === 0 && (
        <Text size="sm" c="gray.7" mt="xs">
          The qualifiers are seeded into the next stage when this one completes.
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
        <Title order={3}>Stages</Title>
        <Button onClick={open}>Declare stages</Button>
      </Group>
      <Text size="sm" c="gray.7">
        Each stage is a round. Generate the first one; every later stage is seeded with the
        qualifiers of the one before as soon as it completes.
      </Text>
      <QueryState
        query={stages}
        items={(list) => list.stages}
        empty="No stages declared: the tournament is played round by round."
      >
        {(list) => (
          <Stack>
            {list.stages.map((stage) => (
              <StageCard key={stage.roundId} stage={stage} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal opened={declaring} onClose={close} title="Declare stages" size="xl">
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
