import { Type } from '@sinclair/typebox';
import { invalidField } from '../../errors.js';
import { SCOPES, type Scope } from '../../features/tenants/api-key.js';
import { CreateKeyBody } from '../../features/tenants/tenant.schemas.js';
import * as tenants from '../../features/tenants/tenant.service.js';
import { Uuid } from '../../http/schemas.js';
import type { Cli, OutputOptions } from '../context.js';
import { checkInput, splitList } from '../validate.js';

export interface KeyIssueOptions extends OutputOptions {
  name: string;
  scopes: string;
}

function parseScopes(value: string): Scope[] {
  const scopes = splitList(value);
  const unknown = scopes.find((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown !== undefined)
    throw invalidField(
      'scopes',
      `has an unknown scope '${unknown}' (allowed: ${SCOPES.join(', ')})`,
    );
  return scopes as Scope[];
}

export async function keyIssue(cli: Cli, tenantId: string, options: KeyIssueOptions) {
  checkInput(Type.Object({ tenantId: Uuid() }), { tenantId });
  const body = checkInput(CreateKeyBody, {
    name: options.name,
    scopes: parseScopes(options.scopes),
  });
  const issued = await cli.withDatabase((db) =>
    tenants.issueApiKey(db, tenantId, body.name, body.scopes),
  );
  cli.report(options, issued, [
    `API key issued: ${issued.keyId} (tenant ${issued.tenantId}, scopes: ${issued.scopes.join(', ')})`,
    issued.apiKey,
    'Store it now: it is not shown again.',
  ]);
}

export async function keyRevoke(cli: Cli, keyId: string, options: OutputOptions) {
  checkInput(Type.Object({ keyId: Uuid() }), { keyId });
  await cli.withDatabase((db) => tenants.revokeApiKey(db, keyId));
  cli.report(options, { keyId, revoked: true }, `API key revoked: ${keyId}`);
}
