import type { Config } from '../config.js';

/** Where a server started with this configuration answers; a wildcard host is reached locally. */
export function serverUrl({ host, port }: Pick<Config, 'host' | 'port'>) {
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}
