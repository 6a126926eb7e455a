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
  /** True when --scopes was left out and the key gets the default scope. */
  scopesDefaulted?: boolean;
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
  const scopes = issued.scopes.join(', ');
  cli.report(options, issued, [
    `API key issued: ${issued.keyId} (tenant ${issued.tenantId}, name ${issued.name})`,
    `Scopes: ${options.scopesDefaulted ? `${scopes} (the default; --scopes integration,manage adds the organiser API)` : scopes}`,
    issued.apiKey,
    'Store it now: it is not shown again.',
  ]);
}

/** The tenant's keys, revoked ones too, never their secrets. */
export async function keyList(cli: Cli, tenantId: string, options: OutputOptions) {
  checkInput(Type.Object({ tenantId: Uuid() }), { tenantId });
  const keys = await cli.withDatabase((db) => tenants.listApiKeys(db, tenantId));
  const lines = keys.map((k) =>
    [
      k.keyId,
      `tk_${k.prefix}_…`,
      k.revokedAt ? `revoked ${k.revokedAt}` : 'active',
      `scopes ${k.scopes.join(',')}`,
      `last used ${k.lastUsedAt ?? 'never'}`,
      k.name,
    ].join('  '),
  );
  cli.report(options, keys, lines.length ? lines : 'No API keys.');
}

export async function keyRevoke(cli: Cli, keyId: string, options: OutputOptions) {
  checkInput(Type.Object({ keyId: Uuid() }), { keyId });
  await cli.withDatabase((db) => tenants.revokeApiKey(db, keyId));
  cli.report(options, { keyId, revoked: true }, `API key revoked: ${keyId}`);
}
