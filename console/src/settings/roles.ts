import type { Schemas } from '../api/client';
import { t } from '../i18n/i18n';

export type Role = Schemas['StaffRole'];

/** The roles as the owner chooses them, with what each may do (the server enforces it). */
export const ROLES: { value: Role; label: string }[] = (
  ['owner', 'admin', 'organiser'] as const
).map((value) => ({
  value,
  // Read when shown, so the list follows a change of language.
  get label() {
    return t(`settings.roles.${value}`);
  },
}));
