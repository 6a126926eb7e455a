import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** `/teams/:teamId` → `/teams/{teamId}`, as OpenAPI spells path parameters. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is served at /api/v1/openapi.json without a key', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-KEY',
    });
  });

  it('has a browsable docs page', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('documents every registered route with its method', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const routes = t.app.routeList.filter((r) => r.documented && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter(
      (r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it('documents page parameters as optional, with their defaults and bounds', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const params = doc.paths['/api/v1/games'].get.parameters;
    const pageSize = params.find((p: { name: string }) => p.name === 'pageSize');
    expect(pageSize).toMatchObject({
      in: 'query',
      required: false,
      schema: { default: 20, minimum: 1, maximum: 100 },
    });
  });

  it('describes the error bodies on every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.responses['401'] ?? op.responses['500'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('names every request and response body as a component', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const schemas = doc.components.schemas;
    for (const name of [
      'Tournament',
      'TournamentSummary',
      'Team',
      'Match',
      'Round',
      'Registration',
      'ErrorResponse',
      'TournamentResponse',
      'TournamentSummaryPageResponse',
      'CreateTournamentRequest',
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
    const inline: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const bodies = [
          op.requestBody?.content['application/json']?.schema,
          // JSON bodies only: an event stream's is text, described in words.
          ...Object.values<any>(op.responses).map((r) => r.content?.['application/json']?.schema),
        ];
        if (bodies.some((schema) => schema && !schema.$ref)) inline.push(`${method} ${path}`);
      }
    }
    expect(inline).toEqual([]);
    expect(
      doc.paths['/api/v1/tournaments/{id}'].get.responses['200'].content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/TournamentResponse' });
    expect(schemas.TournamentResponse.properties.data).toEqual({
      $ref: '#/components/schemas/Tournament',
    });
  });

  it('gives every documented operation a unique operationId', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const ids: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (typeof op.operationId === 'string') ids.push(op.operationId);
        else missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(doc.paths['/api/v1/tournaments'].get.operationId).toBe('listTournaments');
    expect(doc.paths['/api/v1/tournaments/{id}'].get.operationId).toBe('getTournament');
  });

  it('names a path parameter after what it identifies; only the paths the contract spells with {id} keep it', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    // The contract writes these paths with `id`; the other methods of a path share its name.
    const contractIdPaths = [
      '/api/v1/tournaments/{id}',
      '/api/v1/tournaments/{id}/points-system',
      '/api/v1/tournaments/{id}/prize-distribution',
      '/api/v1/tournaments/{id}/rules',
      '/api/v1/webhooks/{id}',
      '/api/v1/webhooks/{id}/test',
      '/api/v1/external/webhooks/{id}',
      '/api/v1/external/webhooks/{id}/test',
    ];
    const withId = Object.keys(doc.paths).filter((path) => path.includes('{id}'));
    expect(withId.sort()).toEqual([...contractIdPaths].sort());
    const tournamentParams = Object.keys(doc.paths)
      .filter((path) => path.startsWith('/api/v1/tournaments/{') && !contractIdPaths.includes(path))
      .map((path) => path.split('/')[4]);
    expect(new Set(tournamentParams)).toEqual(new Set(['{tournamentId}']));
  });

  it('names every value of every integer code', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const unnamed: string[] = [];
    const visit = (node: any, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      if (node.type === 'integer' && Array.isArray(node.enum)) {
        const names = node['x-enum-varnames'];
        if (!Array.isArray(names) || names.length !== node.enum.length) unnamed.push(where);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(doc, '#');
    expect(unnamed).toEqual([]);
    const bestOf = doc.components.schemas.CreateRoundRequest.properties.bestOf;
    expect(bestOf['x-enum-varnames']).toEqual([
      'BestOf1',
      'BestOf3',
      'BestOf5',
      'BestOf7',
      'BestOf9',
    ]);
    const matchStatus = doc.paths['/api/v1/matches/duel'].get.parameters.find(
      (p: { name: string }) => p.name === 'matchStatus',
    );
    expect(matchStatus.schema['x-enum-varnames']).toContain('AwaitingParticipants');
  });
});
