import { existsSync } from 'node:fs';

/** Debian's nginx (`apt-get install nginx-light`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const nginxInstalled = () => existsSync(NGINX_PATH);

/**
 * The caching-proxy tests run wherever nginx is installed, and always in CI, where a missing
 * nginx fails them rather than skipping them.
 */
export const runCachingProxyTests = () => nginxInstalled() || Boolean(process.env.CI);
