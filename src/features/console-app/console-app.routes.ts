import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';

/** Where `npm run build` writes the console (`vite build`), seen from src/ and from dist/ alike. */
export const CONSOLE_BUILD_DIR = fileURLToPath(new URL('../../../dist/console', import.meta.url));

export const CONSOLE_PATH = '/console';

export const consoleIsBuilt = (buildDir = CONSOLE_BUILD_DIR) =>
  existsSync(`${buildDir}/index.html`);

/**
 * The console's scripts come only from this server (no inline script, no eval). Mantine sets
 * CSS variables in style elements at run time, hence inline styles; nothing may frame the
 * console, so a click cannot be stolen by an overlay on another site.
 */
const CONSOLE_CSP_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** The console's policy with some directives changed (the public pages start from it). */
export const cspLike = (changes: Partial<Record<keyof typeof CONSOLE_CSP_DIRECTIVES, string>>) =>
  Object.entries({ ...CONSOLE_CSP_DIRECTIVES, ...changes })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

export const CONSOLE_CSP = cspLike({});

const SECURITY_HEADERS = { 'content-security-policy': CONSOLE_CSP, 'x-frame-options': 'DENY' };

/**
 * Serves the built console at /console: hashed assets cached for good, and index.html (never
 * cached) for every other path under /console, so the browser's router owns deep links.
 * Without a build, /console says how to make one instead of a bare 404.
 */
export async function consoleAppRoutes(
  app: FastifyInstance,
  { buildDir = CONSOLE_BUILD_DIR }: { buildDir?: string },
) {
  const built = consoleIsBuilt(buildDir);
  const hide = { hide: true };
  if (built) {
    await app.register(fastifyStatic, {
      root: buildDir,
      prefix: `${CONSOLE_PATH}/`,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
      schemaHide: true,
    });
  }
  const page = async (_request: unknown, reply: FastifyReply) => {
    if (!built) {
      throw new AppError(
        'UNAVAILABLE',
        'The console is not built: run `npm run build` (or `npm start`, which builds it)',
      );
    }
    return reply
      .headers(SECURITY_HEADERS)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  };
  // Browsers ask for /favicon.ico on any page that names no icon (the API reference, a JSON
  // answer opened in a tab): the console's icon answers it.
  if (built) {
    app.get('/favicon.ico', { schema: hide }, (_request, reply) =>
      reply.redirect(`${CONSOLE_PATH}/favicon.svg`, 301),
    );
  }
  app.get(CONSOLE_PATH, { schema: hide }, page);
  app.get(`${CONSOLE_PATH}/*`, { schema: hide }, page);
}
