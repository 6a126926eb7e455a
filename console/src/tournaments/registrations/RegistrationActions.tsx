import { Badge, Button, Group, NumberInput } from '@mantine/core';
import { useDisqualify } from '../api/disqualification';
import type { Registration } from '../api/registrations';
import { useReviewRegistration } from '../api/registrations';
import { ConfirmAction } from '../components/ConfirmAction';
import { t } from '../../i18n/i18n';

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
            aria-label={t('tournaments.registrations.seedFor', { name })}
            placeholder={t('tournaments.registrations.seed')}
            min={1}
            allowDecimal={false}
            w={90}
            value={seed}
            onChange={onSeedChange}
          />
          <Button
            size="xs"
            aria-label={t('tournaments.registrations.approveName', { name })}
            loading={review.isPending && review.variables?.action === 'approve'}
            disabled={review.isPending}
            onClick={() => act('approve')}
          >
            {t('tournaments.registrations.approve')}
          </Button>
          <ConfirmAction
            size="xs"
            color="red.9"
            variant="outline"
            label={t('tournaments.registrations.reject')}
            aria-label={t('tournaments.registrations.rejectName', { name })}
            question={t('tournaments.registrations.rejectQuestion', { name })}
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
          label={t('tournaments.registrations.reject')}
          aria-label={t('tournaments.registrations.rejectName', { name })}
          question={t('tournaments.registrations.unwaitlistQuestion', { name })}
          disabled={review.isPending}
          onConfirm={() => act('reject')}
        />
      )}
      {r.disqualified && <Badge color="red">{t('tournaments.registrations.disqualified')}</Badge>}
      {tournamentStatus === 2 && r.status === 2 && !r.disqualified && (
        <ConfirmAction
          size="xs"
          color="red.9"
          variant="outline"
          label={t('tournaments.registrations.disqualify')}
          aria-label={t('tournaments.registrations.disqualifyName', { name })}
          question={t('tournaments.registrations.disqualifyQuestion', { name })}
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
          label={t('tournaments.registrations.confirmPayment')}
          aria-label={t('tournaments.registrations.confirmPaymentName', { name })}
          question={t('tournaments.registrations.confirmPaymentQuestion', { name })}
          disabled={review.isPending}
          onConfirm={() => act('confirm-payment')}
        />
      )}
    </Group>
  );
}
