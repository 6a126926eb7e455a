import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { buildConnector, Dispatcher } from 'undici';
import { nonPublicReason, stripBrackets } from './address-policy.js';
import { defaultLookup, type LookupAll } from './dns-lookup.js';

/**
 * Connect-time SSRF guard. The agent resolves the host itself, refuses the connection when any
 * resolved address is not public, and dials the checked IP address — never the name — so a DNS
 * answer that changes after the check (DNS rebinding) cannot redirect the socket. TLS still uses
 * the original name for SNI and certificate verification.
 *
 * The agent never follows redirects: undici 7 only does so through the redirect interceptor,
 * which is not installed here.
 */

export interface GuardedDispatcherOptions {
  allowPrivate: boolean;
  lookup?: LookupAll;
  connectTimeoutMs?: number;
  /** Trusted CA certificates for TLS; replaces Node's default store (private PKI, tests). */
  ca?: string | Buffer;
}

export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

/**
 * The guarded agent, made on its first use: undici's module costs the server about 5 MB of
 * memory, held for nothing until a webhook is delivered. Closing it before then closes nothing.
 */
export function createGuardedDispatcher(options: GuardedDispatcherOptions): Dispatcher {
  let agent: Dispatcher | undefined;
  return new Proxy({} as Dispatcher, {
    get(_, prop) {
      if (prop === 'close' && !agent) return () => Promise.resolve();
      agent ??= guardedAgent(options);
      const value: unknown = Reflect.get(agent, prop, agent);
      return typeof value === 'function' ? value.bind(agent) : value;
    },
  });
}

function guardedAgent({
  allowPrivate,
  lookup = defaultLookup,
  connectTimeoutMs = 10_000,
  ca,
}: GuardedDispatcherOptions): Dispatcher {
  const { Agent, buildConnector } = createRequire(import.meta.url)(
    'undici',
  ) as typeof import('undici');
  const dial = buildConnector(
    ca === undefined ? { timeout: connectTimeoutMs } : { timeout: connectTimeoutMs, ca },
  );
  const connect: buildConnector.connector = (options, callback) => {
    const hostname = stripBrackets(options.hostname);
    pickCheckedAddress(hostname, allowPrivate, lookup).then(
      (address) =>
        dial(
          { ...options, hostname: address, servername: serverNameFor(options, hostname) },
          callback,
        ),
      (error: Error) => callback(error, null),
    );
  };
  return new Agent({ connect });
}

/** Resolves `hostname` and returns one address to dial, or rejects when any address is refused. */
async function pickCheckedAddress(
  hostname: string,
  allowPrivate: boolean,
  lookup: LookupAll,
): Promise<string> {
  const addresses =
    isIP(hostname) !== 0 ? [hostname] : (await lookup(hostname)).map((a) => a.address);
  const first = addresses[0];
  if (first === undefined) throw new AddressRefusedError(`${hostname} has no addresses`);
  if (!allowPrivate) {
    // Refusing on ANY bad address (rather than skipping it) matches the configuration-time check
    // and avoids dialling a name that is half-pointed at an internal network.
    for (const address of addresses) {
      const reason = nonPublicReason(address);
      if (reason !== null)
        throw new AddressRefusedError(`refused to connect to ${hostname}: ${reason}`);
    }
  }
  return first;
}

// SNI must carry the name (never an IP), and an explicit servername from the caller wins.
function serverNameFor(options: buildConnector.Options, hostname: string): string | undefined {
  if (options.servername) return options.servername;
  return isIP(hostname) === 0 ? hostname : undefined;
}
