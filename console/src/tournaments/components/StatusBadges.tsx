import { Badge } from '@mantine/core';
import type { Schemas } from '../../api/client';
import { REGISTRATION_STATUS, TOURNAMENT_STATUS } from '../codes';

export function TournamentStatusBadge({ status }: { status: Schemas['TournamentStatus'] }) {
  const { label, color } = TOURNAMENT_STATUS[status];
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}

export function RegistrationStatusBadge({ status }: { status: Schemas['RegistrationStatus'] }) {
  const { label, color } = REGISTRATION_STATUS[status];
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}
