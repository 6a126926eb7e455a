import { Badge, Button, Group, NumberInput } from '@mantine/core';
import { useDisqualify } from '../api/disqualification';
import type { Registration } from '../api/registrations';
import { useReviewRegistration } from '../api/registrations';
import { ConfirmAction } from '../components/ConfirmAction';

interface Props {
  tournamentId: string;
  registration: Registration;
  /** Disqualifying is offered while the tournament is ongoing (status 2). */
  tournamentStatus: number;
  seed: number | string;
  onSeedChange: (seed: number | string) => void;
  /** Reports the server's answer, shown on the row. */
  onOutcome: (message: string | null) => void;
}

/**
 * What an organiser does with one registration: approve (with a seed) or reject a pending one,
 * reject a waitlisted one, confirm a payment, and once the tournament runs, disqualify.
 */
export function RegistrationActions({
  tournamentId,
  registration: r,
  tournamentStatus,
  seed,
  onSeedChange,
  onOutcome,
}: Props) {
  const review = useReviewRegistration(tournamentId);
  const disqualify = useDisqualify(tournamentId);
  const act = (action: 'approve' | 'reject' | 'confirm-payment') => {
    onOutcome(null);
    review.mutate(
      {
        registrationId: r.registrationId,
        action,
        seed: action === 'approve' && seed !== '' ? Number(seed) : undefined,
      },
      { onError: (error) => onOutcome(error.message) },
    );
  };
  const name = r.participantName;
  return (
    <Group gap="xs" wrap="nowrap">
      {r.status === 1 && (
        <>
          <NumberInput
            aria-label={`Seed for ${name}`}
            placeholder="Seed"
            min={1}
            allowDecimal={false}
            w={90}
            value={seed}
            onChange={onSeedChange}
          />
          <Button
            size="xs"
            aria-label={`Approve ${name}`}
            loading={review.isPending && review.variables?.action === 'approve'}
            disabled={review.isPending}
            onClick={() => act('approve')}
          >
            Approve
          </Button>
          <ConfirmAction
            size="xs"
            color="red.9"
            variant="outline"
            label="Reject"
            aria-label={`Reject ${name}`}
            question={`Reject the registration of ${name}?`}
            disabled={review.isPending}
            onConfirm={() => act('reject')}
          />
        </>
      )}
      {r.status === 5 && (
        <ConfirmAction
          size="xs"
          color="red.9"
          variant="outline"
          label="Reject"
          aria-label={`Reject ${name}`}
          question={`Take ${name} off the waitlist?`}
          disabled={review.isPending}
          onConfirm={() => act('reject')}
        />
      )}
      {r.disqualified && <Badge color="red">Disqualified</Badge>}
      {tournamentStatus === 2 && r.status === 2 && !r.disqualified && (
        <ConfirmAction
          size="xs"
          color="red.9"
          variant="outline"
          label="Disqualify"
          aria-label={`Disqualify ${name}`}
          question={`Disqualify ${name}? Every match it has left is recorded as its forfeit: its opponents win and the bracket moves on. This cannot be undone.`}
          loading={disqualify.isPending}
          onConfirm={() => {
            onOutcome(null);
            disqualify.mutate(r.participantId, {
              onError: (error) => onOutcome(error.message),
            });
          }}
        />
      )}
      {r.paymentStatus === 'PendingPayment' && (
        <ConfirmAction
          size="xs"
          variant="light"
          label="Confirm payment"
          aria-label={`Confirm payment of ${name}`}
          question={`Confirm that ${name} has paid?`}
          disabled={review.isPending}
          onConfirm={() => act('confirm-payment')}
        />
      )}
    </Group>
  );
}
