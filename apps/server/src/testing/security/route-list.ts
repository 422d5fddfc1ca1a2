import type { FastifyInstance } from 'fastify';

/**
 * The routes an application really serves, from two sources the authorization matrix compares: the
 * OpenAPI document (what the API says it has) and Fastify's router (what answers). A route in the
 * router but not in the document is hidden, and must be named as such in the matrix.
 */

/** 'GET /api/properties/{id}': the method and the OpenAPI form of the path. */
export type RouteKey = `${string} /${string}`;

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}` as RouteKey;

/** Every operation of the app's OpenAPI document (call after `app.ready()`). */
export function openApiRoutes(app: FastifyInstance): RouteKey[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const keys: RouteKey[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(operations)) keys.push(routeKey(method, path));
  }
  return keys.sort();
}

/**
 * Every method and path of Fastify's router, read from `printRoutes` (Fastify has no public list of
 * routes once they are registered). With `commonPrefix: false` each line is one node: its depth is
 * given by four-character indentation steps and its path continues its parent's. HEAD routes are left
 * out: Fastify adds one beside every GET and it answers as the GET does.
 */
export function routerRoutes(app: FastifyInstance): RouteKey[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const keys = new Set<RouteKey>();
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      // A wildcard at the root prints as '*': it is '/*'.
      const full = path.startsWith('/') ? path : `/${path}`;
      if (method && method !== 'HEAD') keys.add(routeKey(method, toOpenApiPath(full)));
    }
  }
  return [...keys].sort();
}

/** '/api/properties/:id' → '/api/properties/{id}'. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The names of a route's path parameters, in order. */
export function pathParams(key: RouteKey): string[] {
  return [...key.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}
