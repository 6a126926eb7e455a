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
import { fieldSentence, humanise } from '../../ui/field-messages';
import { useApprovedRegistrations } from '../api/registrations';
import { useGenerateRound, type Round, type Seeding } from '../api/rounds';
import { formatRating, useTournamentRatings } from '../../ratings';
import { SortableSeedList, type SeedEntry } from './SortableSeedList';
import { t } from '../../i18n/i18n';

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
  startsTournament,
  onGenerated,
}: {
  tournamentId: string;
  round: Round;
  /** The tournament is upcoming: generating starts it (and closes registration). */
  startsTournament: boolean;
  onGenerated: (round: Round) => void;
}) {
  const approved = useApprovedRegistrations(tournamentId);
  const ratings = useTournamentRatings(tournamentId);
  const generate = useGenerateRound(tournamentId, round.id);
  const [mode, setMode] = useState<'explicit' | 'random'>('explicit');
  const [order, setOrder] = useState<SeedEntry[] | null>(null);
  const [randomSeed, setRandomSeed] = useState<number | string>(newRandomSeed);

  // From the fresh list, not one cached before the last approvals (the start step reads it too).
  useEffect(() => {
    if (approved.data && !approved.isFetching && order === null)
      setOrder(initialOrder(approved.data));
  }, [approved.data, approved.isFetching, order]);

  if (approved.isPending) return <Loader aria-label={t('tournaments.rounds.loadingApproved')} />;
  if (approved.error) return <Alert color="red">{describeError(approved.error)}</Alert>;

  const ratingOf = new Map(
    (ratings.data?.participants ?? []).map((p) => [p.participantId, p.rating]),
  );
  const withRatings = (order ?? []).map((e) => {
    const rating = ratingOf.get(e.participantId);
    return rating === undefined
      ? e
      : { ...e, detail: t('tournaments.rounds.ratingDetail', { rating: formatRating(rating) }) };
  });
  // The server's order: best rating first, ties in registration order. Adjust it by hand after.
  const orderByRating = () => {
    const rank = new Map(ratings.data?.participants.map((p, i) => [p.participantId, i]));
    setOrder(
      [...(order ?? [])].sort(
        (a, b) => (rank.get(a.participantId) ?? Infinity) - (rank.get(b.participantId) ?? Infinity),
      ),
    );
  };
  const seeding = (): Seeding =>
    mode === 'random'
      ? { mode: 'random', randomSeed: Number(randomSeed) }
      : {
          mode: 'explicit',
          seeds: Object.fromEntries((order ?? []).map((e, i) => [e.participantId, i + 1])),
        };
  const error = generate.error;
  const refusedSeed = error instanceof ApiError ? error.byField['seeding.randomSeed'] : undefined;

  return (
    <Stack>
      <Text>{t('tournaments.rounds.approvedTeams', { count: approved.data.length })}</Text>
      <SegmentedControl
        aria-label={t('tournaments.rounds.seeding')}
        value={mode}
        onChange={(value) => setMode(value as 'explicit' | 'random')}
        data={[
          { value: 'explicit', label: t('tournaments.rounds.byHand') },
          { value: 'random', label: t('tournaments.rounds.random') },
        ]}
      />
      {mode === 'explicit' ? (
        <Stack gap="xs">
          <Group>
            <Button variant="default" onClick={orderByRating} disabled={!ratings.data}>
              {t('tournaments.rounds.orderByRating')}
            </Button>
          </Group>
          <SortableSeedList entries={withRatings} onChange={setOrder} />
        </Stack>
      ) : (
        <Group align="flex-end">
          <NumberInput
            label={t('tournaments.rounds.randomSeed')}
            description={t('tournaments.rounds.randomSeedHint')}
            min={0}
            max={MAX_RANDOM_SEED}
            allowDecimal={false}
            value={randomSeed}
            onChange={setRandomSeed}
            error={
              refusedSeed &&
              fieldSentence({ label: t('tournaments.rounds.randomSeed') }, refusedSeed)
            }
          />
          <Button variant="default" onClick={() => setRandomSeed(newRandomSeed())}>
            {t('tournaments.rounds.newNumber')}
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert" title={t('tournaments.rounds.notGenerated')}>
          {describeError(error)}
          {error instanceof ApiError &&
            error.fieldErrors.map((f) => (
              <div key={f.field}>{fieldSentence({ label: humanise(f.field) }, f.message)}</div>
            ))}
        </Alert>
      )}
      {startsTournament && (
        <Text size="sm" fw={600}>
          {t('tournaments.rounds.generateStartsHint')}
        </Text>
      )}
      <Group>
        <Button
          loading={generate.isPending}
          onClick={() => generate.mutate(seeding(), { onSuccess: onGenerated })}
        >
          {startsTournament
            ? t('tournaments.rounds.generateAndStart')
            : t('tournaments.rounds.generate')}
        </Button>
      </Group>
    </Stack>
  );
}
