import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/logging.js';
import { newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import { ADMIN_TOKEN, buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: any;
}

const DEBUG = 20;

describe('request logs at LOG_LEVEL=debug', () => {
  let t: TestApp;
  let gameId: string;
  const lines: string[] = [];
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    t = await buildTestApp({}, { level: 'debug', stream: { write: (l: string) => lines.push(l) } });
    ({ gameId } = await newGame(t.database.db));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });
  const { api, newInviteTeam, newInvite, preview, join, player } = teamKit({
    t: () => t,
    gameId: () => gameId,
  });

  it('writes one line per request, at debug, with method, URL, status and time', async () => {
    expectOk(await api({ url: '/api/v1/games' }));
    const requestLines = parsed().filter((l) => l.req || l.res);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: DEBUG,
      msg: 'request completed',
      reqId: expect.stringMatching(/^[\da-f]{32}$/),
      req: { method: 'GET', url: '/api/v1/games' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('never writes an invite token, an API key or the admin token', async () => {
    const { teamId, owner } = await newInviteTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const joiner = await player();
    expectOk(await preview(token, joiner.externalId));
    expectOk(await join(token, joiner.externalId));
    await t.app.inject({
      url: '/api/v1/admin/tenants',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, cookie: 'tourney_session=s3cr3t' },
    });

    const urls = parsed().map((l) => l.req?.url as string | undefined);
    expect(urls).toContain(`/api/v1/teams/invites/[REDACTED]?externalUserId=${joiner.externalId}`);
    expect(urls).toContain(
      `/api/v1/teams/invites/[REDACTED]/join?externalUserId=${joiner.externalId}`,
    );
    const all = lines.join('\n');
    for (const secret of [token, t.tenant.apiKey, ADMIN_TOKEN, 's3cr3t']) {
      expect(all).not.toContain(secret);
    }
  });

  it('masks credentials in headers, secret fields and URLs quoted by errors', () => {
    t.app.log.warn(
      {
        headers: { authorization: 'Bearer abc', 'x-api-key': 'tk_key', cookie: 'id=1' },
        body: { secretKey: 'whsec', password: 'pw' },
        err: new Error('cannot reach postgres://tourney:hunter2@db:5432/tourney'),
      },
      'logged by hand',
    );
    const line = parsed().find((l) => l.msg === 'logged by hand')!;
    expect(line.headers).toEqual({
      authorization: '[REDACTED]',
      'x-api-key': '[REDACTED]',
      cookie: '[REDACTED]',
    });
    expect(line.body).toEqual({ secretKey: '[REDACTED]', password: '[REDACTED]' });
    expect(line.err.message).toBe('cannot reach postgres://tourney:[REDACTED]@db:5432/tourney');
    expect(line.err.stack).not.toContain('hunter2');
  });
});

describe('request logs at the default level (info)', () => {
  it('writes nothing for a served request', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({}, { level: 'info', stream: { write: (l) => lines.push(l) } });
    try {
      expectOk(
        await t.app.inject({ url: '/api/v1/games', headers: { 'x-api-key': t.tenant.apiKey } }),
      );
      await t.app.inject({ url: '/api/v1/nope' });
      expect(lines).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('redactUrl', () => {
  it('masks the path parameters the route names as secret, and secret query values', () => {
    expect(
      redactUrl('/api/v1/teams/invites/abc/join?x=1', '/api/v1/teams/invites/:token/join'),
    ).toBe('/api/v1/teams/invites/[REDACTED]/join?x=1');
    expect(redactUrl('/api/v1/teams/1/invites/2', '/api/v1/teams/:teamId/invites/:inviteId')).toBe(
      '/api/v1/teams/1/invites/2',
    );
    expect(redactUrl('/a?token=t&api_key=k&apiKey=k&page=2&password', undefined)).toBe(
      '/a?token=[REDACTED]&api_key=[REDACTED]&apiKey=[REDACTED]&page=2&password',
    );
  });
});
