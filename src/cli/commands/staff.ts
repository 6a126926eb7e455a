import { Type } from '@sinclair/typebox';
import { CreateInvitationBody } from '../../features/staff/staff.schemas.js';
import * as staff from '../../features/staff/staff.service.js';
import type { StaffRole } from '../../features/staff/staff.table.js';
import { HttpUrl, Uuid } from '../../http/schemas.js';
import type { Cli, OutputOptions } from '../context.js';
import { serverUrl } from '../server-url.js';
import { checkInput } from '../validate.js';

export interface StaffInviteOptions extends OutputOptions {
  role: string;
  /** The console's origin as people reach it; else the configured host and port. */
  url?: string;
}

/** Invites a tenant's staff member (its first owner, typically) and prints the one-time link. */
export async function staffInvite(
  cli: Cli,
  tenantId: string,
  email: string,
  options: StaffInviteOptions,
) {
  checkInput(Type.Object({ tenantId: Uuid() }), { tenantId });
  const body = checkInput(CreateInvitationBody, { email, role: options.role as StaffRole });
  if (options.url !== undefined) checkInput(Type.Object({ url: HttpUrl() }), { url: options.url });
  const origin = (options.url ?? serverUrl(cli.config())).replace(/\/+$/, '');
  const invitation = await cli.withDatabase((db) => staff.invite(db, tenantId, body, origin));
  cli.report(options, invitation, [
    `Invitation for ${invitation.email} (${invitation.role}), valid until ${invitation.expiresAt}:`,
    invitation.acceptUrl,
    'Hand this link to them: it works once, and is not shown again.',
  ]);
}
