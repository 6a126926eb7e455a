import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, describeError } from '../../api/errors';
import { useApprovedRegistrations } from '../api/registrations';
import { useGenerateRound, type Round, type Seeding } from '../api/rounds';
import { SortableSeedList, type SeedEntry } from './SortableSeedList';

const MAX_RANDOM_SEED = 4294967295;
const newRandomSeed = () => Math.floor(Math.random() * MAX_RANDOM_SEED);

/** Approved teams in their approval seeds' order, unseeded ones after, by name. */
function initialOrder(
  registrations: { participantId: string; participantName: string; seed: number | null }[],
) {
  return [...registrations]
    .sort(
      (a, b) =>
        (a.seed ?? Infinity) - (b.seed ?? Infinity) ||
        a.participantName.localeCompare(b.participantName),
    )
    .map((r) => ({ participantId: r.participantId, name: r.participantName }));
}

/** Seeds the approved teams into a round: an explicit order, or a random draw from a seed number. */
export function SeedingEditor({
  tournamentId,
  round,
  onGenerated,
}: {
  tournamentId: string;
  round: Round;
  onGenerated: (round: Round) => void;
}) {
  const approved = useApprovedRegistrations(tournamentId);
  const generate = useGenerateRound(tournamentId, round.id);
  const [mode, setMode] = useState<'explicit' | 'random'>('explicit');
  const [order, setOrder] = useState<SeedEntry[] | null>(null);
  const [randomSeed, setRandomSeed] = useState<number | string>(newRandomSeed);

  useEffect(() => {
    if (approved.data && order === null) setOrder(initialOrder(approved.data));
  }, [approved.data, order]);

  if (approved.isPending) return <Loader aria-label="Loading the approved teams" />;
  if (approved.error) return <Alert color="red">{describeError(approved.error)}</Alert>;

  const seeding = (): Seeding =>
    mode === 'random'
      ? { mode: 'random', randomSeed: Number(randomSeed) }
      : {
          mode: 'explicit',
          seeds: Object.fromEntries((order ?? []).map((e, i) => [e.participantId, i + 1])),
        };
  const error = generate.error;

  return (
    <Stack>
      <Text>{approved.data.length} approved teams. Seed 1 is the top seed.</Text>
      <SegmentedControl
        aria-label="Seeding"
        value={mode}
        onChange={(value) => setMode(value as 'explicit' | 'random')}
        data={[
          { value: 'explicit', label: 'Order by hand' },
          { value: 'random', label: 'Random' },
        ]}
      />
      {mode === 'explicit' ? (
        <SortableSeedList entries={order ?? []} onChange={setOrder} />
      ) : (
        <Group align="flex-end">
          <NumberInput
            label="Random seed"
            description="The same number draws the same bracket"
            min={0}
            max={MAX_RANDOM_SEED}
            allowDecimal={false}
            value={randomSeed}
            onChange={setRandomSeed}
            error={error instanceof ApiError ? error.byField['seeding.randomSeed'] : undefined}
          />
          <Button variant="default" onClick={() => setRandomSeed(newRandomSeed())}>
            New number
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert" title="The round was not generated">
          {describeError(error)}
          {error instanceof ApiError && error.reason && ` (${error.reason})`}
          {error instanceof ApiError &&
            error.fieldErrors.map((f) => (
              <div key={f.field}>
                {f.field}: {f.message}
              </div>
            ))}
        </Alert>
      )}
      <Group>
        <Button
          loading={generate.isPending}
          onClick={() => generate.mutate(seeding(), { onSuccess: onGenerated })}
        >
          Generate
        </Button>
      </Group>
    </Stack>
  );
}
