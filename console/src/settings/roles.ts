import type { Schemas } from '../api/client';

export type Role = Schemas['StaffRole'];

/** The roles as the owner chooses them, with what each may do (the server enforces it). */
export const ROLES: { value: Role; label: string }[] = [
  { value: 'owner', label: 'Owner: everything, staff too' },
  { value: 'admin', label: 'Admin: tournaments, keys, webhooks' },
  { value: 'organiser', label: 'Organiser: tournaments' },
];
