import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';

let t: TestApp;
let other: TestTenant;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.newTenant();
});
afterAll(() => t.close());

const USERNAME_RE = /^[A-Za-z0-9_.-]{3,32}$/;
const ext = () => `ext-${randomUUID()}`;
const uname = () => `u_${randomUUID().slice(0, 12)}`;

const register = (payload: object, key = t.tenant.apiKey) =>
  call(t.app, key, { method: 'POST', url: '/api/v1/external/users', payload });
const getProfile = (externalId: string, key = t.tenant.apiKey) =>
  call(t.app, key, { url: `/api/v1/external/users/${encodeURIComponent(externalId)}/profile` });
const putProfile = (externalId: string, payload: object, key = t.tenant.apiKey) =>
  call(t.app, key, {
    method: 'PUT',
    url: `/api/v1/external/users/${encodeURIComponent(externalId)}/profile`,
    payload,
  });

describe('POST /external/users', () => {
  it('creates a user with every field and returns the registration result', async () => {
    const externalId = ext();
    const username = uname();
    const input = {
      externalId,
      displayName: 'Jane Doe',
      username,
      email: 'jane@example.com',
      phoneNumber: '+44 7700 900123',
      countryCode: '+44',
      image: 'https://cdn.example.com/jane.png',
      coverImage: 'http://cdn.example.com/jane-cover.png',
    };
    const data = expectOk(await register(input));
    expect(data).toEqual({
      userId: expect.stringMatching(UUID_RE),
      externalId,
      isNewUser: true,
      username,
    });
    expect(Object.keys(data).sort()).toEqual(['externalId', 'isNewUser', 'userId', 'username']);

    const profile = expectOk(await getProfile(externalId));
    expect(profile).toEqual({
      userId: data.userId,
      username,
      displayName: 'Jane Doe',
      email: 'jane@example.com',
      phoneNumber: '+44 7700 900123',
      countryCode: '+44',
      image: 'https://cdn.example.com/jane.png',
      coverImage: 'http://cdn.example.com/jane-cover.png',
    });
  });

  it('updates the same user on a second call: isNewUser false, same userId, absent fields kept', async () => {
    const externalId = ext();
    const created = expectOk(
      await register({
        externalId,
        displayName: 'Before',
        email: 'a@example.com',
        countryCode: '+1',
      }),
    );
    const updated = expectOk(await register({ externalId, displayName: 'After', email: null }));
    expect(updated).toEqual({
      userId: created.userId,
      externalId,
      isNewUser: false,
      username: created.username,
    });
    const profile = expectOk(await getProfile(externalId));
    expect(profile).toMatchObject({ displayName: 'After', email: null, countryCode: '+1' });

    // Only the key: nothing changes, still 200.
    const again = expectOk(await register({ externalId }));
    expect(again).toMatchObject({ userId: created.userId, isNewUser: false });
  });

  it('changes the username on update and keeps the old one free for others', async () => {
    const externalId = ext();
    const first = uname();
    expectOk(await register({ externalId, username: first }));
    const second = uname();
    expect(expectOk(await register({ externalId, username: second })).username).toBe(second);
    expect(expectOk(await register({ externalId: ext(), username: first })).username).toBe(first);
  });

  it('defaults username from displayName and displayName from username', async () => {
    const externalId = ext();
    const data = expectOk(await register({ externalId, displayName: 'Zoë Ångström!' }));
    expect(data.username).toBe('Zoe_Angstrom');
    const profile = expectOk(await getProfile(externalId));
    expect(profile).toMatchObject({
      displayName: 'Zoë Ångström!',
      email: null,
      phoneNumber: null,
      countryCode: null,
      image: null,
      coverImage: null,
    });

    const bare = expectOk(await register({ externalId: 'crm.user-42' }));
    expect(bare.username).toBe('crm.user-42');
    expect(expectOk(await getProfile('crm.user-42')).displayName).toBe('crm.user-42');
  });

  it('makes a defaulted username unique and falls back when nothing usable is left', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const data = expectOk(await register({ externalId: ext(), displayName: 'Same Name' }));
      expect(data.username).toMatch(USERNAME_RE);
      expect(data.username.startsWith('Same_Name')).toBe(true);
      names.add(data.username);
    }
    expect(names.size).toBe(3);

    const fallback = expectOk(await register({ externalId: '#!', displayName: '日本' }));
    expect(fallback.username).toMatch(/^player/);
    expect(fallback.username).toMatch(USERNAME_RE);

    const long = expectOk(await register({ externalId: ext(), displayName: 'x'.repeat(64) }));
    expect(long.username).toMatch(USERNAME_RE);
  });

  it("renames an existing user to a display name whose default username is someone else's", async () => {
    const holder = expectOk(await register({ externalId: ext(), displayName: 'Taken Twice' }));
    const externalId = ext();
    const created = expectOk(await register({ externalId, displayName: 'Before' }));
    const renamed = expectOk(await register({ externalId, displayName: 'Taken Twice' }));
    expect(renamed).toEqual({ ...created, isNewUser: false });
    expect(holder.username).toBe('Taken_Twice');
    expect(expectOk(await getProfile(externalId)).displayName).toBe('Taken Twice');
  });

  it('refuses a username held by another user with 409 USERNAME_TAKEN', async () => {
    const username = uname();
    const owner = ext();
    expectOk(await register({ externalId: owner, username }));
    expectRule(await register({ externalId: ext(), username }), 'USERNAME_TAKEN');
    const someoneElse = ext();
    expectOk(await register({ externalId: someoneElse }));
    expectRule(await register({ externalId: someoneElse, username }), 'USERNAME_TAKEN');
    // Re-sending one's own username is not a clash.
    expect(expectOk(await register({ externalId: owner, username })).isNewUser).toBe(false);
  });

  it('creates one row when the same externalId is registered concurrently', async () => {
    const externalId = ext();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register({ externalId, displayName: `Racer ${i}` })),
    );
    const data = results.map((r) => expectOk(r));
    expect(new Set(data.map((d) => d.userId)).size).toBe(1);
    expect(data.filter((d) => d.isNewUser)).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('tenantId', '=', t.tenant.tenantId)
      .where('externalId', '=', externalId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('validates every field and names it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'externalId'],
      [{ externalId: '' }, 'externalId'],
      [{ externalId: 'x'.repeat(129) }, 'externalId'],
      [{ externalId: 5 }, 'externalId'],
      [{ externalId: ext(), countryCode: '44' }, 'countryCode'],
      [{ externalId: ext(), countryCode: '+0' }, 'countryCode'],
      [{ externalId: ext(), countryCode: '+12345' }, 'countryCode'],
      [{ externalId: ext(), countryCode: '+4a' }, 'countryCode'],
      [{ externalId: ext(), countryCode: 44 }, 'countryCode'],
      [{ externalId: ext(), email: 'not-an-email' }, 'email'],
      [{ externalId: ext(), email: 5 }, 'email'],
      [{ externalId: ext(), image: 'javascript:alert(1)' }, 'image'],
      [{ externalId: ext(), image: 'ftp://cdn.example.com/a.png' }, 'image'],
      [{ externalId: ext(), coverImage: 'not a url' }, 'coverImage'],
      [{ externalId: ext(), username: 'ab' }, 'username'],
      [{ externalId: ext(), username: 'a'.repeat(33) }, 'username'],
      [{ externalId: ext(), username: 'has space' }, 'username'],
      [{ externalId: ext(), username: 123 }, 'username'],
      [{ externalId: ext(), displayName: '' }, 'displayName'],
      [{ externalId: ext(), displayName: 'x'.repeat(65) }, 'displayName'],
      [{ externalId: ext(), displayName: true }, 'displayName'],
      [{ externalId: ext(), phoneNumber: '1'.repeat(33) }, 'phoneNumber'],
      [{ externalId: ext(), phoneNumber: 'call me' }, 'phoneNumber'],
      [{ externalId: ext(), role: 'admin' }, 'role'],
    ];
    for (const [payload, field] of cases) {
      expectFieldError(await register(payload), field);
    }
    expectFieldError(await register([]), 'body');
  });

  it('accepts the boundaries of each length', async () => {
    const data = expectOk(
      await register({
        externalId: `e${'x'.repeat(127)}`,
        username: `u${randomUUID().replace(/-/g, '')}`.slice(0, 32),
        displayName: 'd'.repeat(64),
        phoneNumber: '1'.repeat(32),
        countryCode: '+1234',
      }),
    );
    expect(data.externalId).toHaveLength(128);
    expect(data.username).toHaveLength(32);
  });

  it('needs an API key', async () => {
    expectError(
      await call(t.app, '', {
        method: 'POST',
        url: '/api/v1/external/users',
        payload: { externalId: 'a' },
        key: null,
      }),
      401,
    );
  });
});

describe('GET and PUT /external/users/{externalId}/profile', () => {
  it('answers 404 User not found for an unknown user', async () => {
    expect(expectError(await getProfile(ext()), 404).message).toBe('User not found');
    expect(expectError(await putProfile(ext(), { displayName: 'x' }), 404).message).toBe(
      'User not found',
    );
  });

  it('updates only the fields sent and returns the whole profile', async () => {
    const externalId = ext();
    const { userId } = expectOk(
      await register({
        externalId,
        email: 'p@example.com',
        image: 'https://cdn.example.com/1.png',
      }),
    );
    const username = uname();
    const profile = expectOk(
      await putProfile(externalId, {
        username,
        displayName: 'New Name',
        coverImage: 'https://cdn.example.com/cover.png',
      }),
    );
    expect(profile).toEqual({
      userId,
      username,
      displayName: 'New Name',
      email: 'p@example.com',
      phoneNumber: null,
      countryCode: null,
      image: 'https://cdn.example.com/1.png',
      coverImage: 'https://cdn.example.com/cover.png',
    });
    expect(expectOk(await getProfile(externalId))).toEqual(profile);

    const cleared = expectOk(await putProfile(externalId, { image: null, coverImage: null }));
    expect(cleared).toMatchObject({
      username,
      displayName: 'New Name',
      image: null,
      coverImage: null,
    });
  });

  it('refuses a username held by another user, and allows keeping ones own', async () => {
    const taken = uname();
    expectOk(await register({ externalId: ext(), username: taken }));
    const externalId = ext();
    const mine = uname();
    expectOk(await register({ externalId, username: mine }));
    expectRule(await putProfile(externalId, { username: taken }), 'USERNAME_TAKEN');
    expect(expectOk(await putProfile(externalId, { username: mine })).username).toBe(mine);
  });

  it('validates the body', async () => {
    const externalId = ext();
    expectOk(await register({ externalId }));
    expectFieldError(await putProfile(externalId, {}), 'body');
    expectFieldError(await putProfile(externalId, { email: 'a@example.com' }), 'email');
    expectFieldError(await putProfile(externalId, { username: 'a!' }), 'username');
    expectFieldError(await putProfile(externalId, { username: null }), 'username');
    expectFieldError(await putProfile(externalId, { displayName: 7 }), 'displayName');
    expectFieldError(await putProfile(externalId, { displayName: 'x'.repeat(65) }), 'displayName');
    expectFieldError(
      await putProfile(externalId, { image: 'data:image/png;base64,AAAA' }),
      'image',
    );
    expectFieldError(await putProfile(externalId, { coverImage: 12 }), 'coverImage');
  });
});

describe('tenant isolation', () => {
  it('keeps the same externalId under two tenants as two users', async () => {
    const externalId = ext();
    const username = uname();
    const a = expectOk(await register({ externalId, username, displayName: 'In A' }));
    const b = expectOk(await register({ externalId, username, displayName: 'In B' }, other.apiKey));
    expect(a.isNewUser).toBe(true);
    expect(b.isNewUser).toBe(true);
    expect(b.userId).not.toBe(a.userId);
    expect(b.username).toBe(username); // usernames are unique per tenant only
    expect(expectOk(await getProfile(externalId)).displayName).toBe('In A');
    expect(expectOk(await getProfile(externalId, other.apiKey)).displayName).toBe('In B');
  });

  it('answers 404 to another tenant asking for a user it does not have', async () => {
    const externalId = ext();
    expectOk(await register({ externalId }));
    expectError(await getProfile(externalId, other.apiKey), 404);
    expectError(await putProfile(externalId, { displayName: 'Hijack' }, other.apiKey), 404);
    expect(expectOk(await getProfile(externalId)).displayName).not.toBe('Hijack');
  });
});
