import type { RouteOptions } from 'fastify';

type RouteHookName = 'preValidation' | 'preHandler' | 'onSend';
/** One hook of that name, as a route's options take it (they also take an array). */
type RouteHook<Name extends RouteHookName> = Exclude<
  NonNullable<RouteOptions[Name]>,
  readonly unknown[]
>;

/**
 * Adds `hook` to one route, from an `onRoute` hook, ahead of the route's own hooks of that name:
 * where an app-wide hook would have run. Fastify runs a route's hooks after the app's, so the
 * order the request sees stays the same, and routes that have no use for the hook skip it.
 */
export function prependRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: RouteHook<Name>,
) {
  const own = route[name] as unknown;
  const existing = own === undefined ? [] : Array.isArray(own) ? own : [own];
  // A new array: the HEAD route Fastify adds for a GET shares the GET's options.
  (route as unknown as Record<string, unknown>)[name] = [hook, ...existing];
}
