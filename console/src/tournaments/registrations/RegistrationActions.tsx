import { Button, Group, NumberInput } from '@mantine/core';
import type { Registration } from '../api/registrations';
import { useReviewRegistration } from '../api/registrations';
import { ConfirmAction } from '../components/ConfirmAction';

interface Props {
  tournamentId: string;
  registration: Registration;
  seed: number | string;
  onSeedChange: (seed: number | string) => void;
  /** Reports the server's answer, shown on the row. */
  onOutcome: (message: string | null) => void;
}

/**
 * What an organiser does with one registration: approve (with a seed) or reject a pending one,
 * reject a waitlisted one, confirm a payment.
 */
export function RegistrationActions({
  tournamentId,
  registration: r,
  seed,
  onSeedChange,
  onOutcome,
}: Props) {
  const review = useReviewRegistration(tournamentId);
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
