import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { archivedTable } from '../../../src/features/tenant-archive/archive-format.js';
import {
  freshIds,
  planNewTenant,
  remapValue,
} from '../../../src/features/tenant-archive/new-tenant.js';

const section = (name: string, columns: string[], rows: unknown[][]) => ({
  table: archivedTable(name, columns, rows).entry,
  rows,
});

describe('freshIds', () => {
  it('draws a new id for each old one, handed out in the old ids’ order', () => {
    const old = Array.from({ length: 200 }, () => randomUUID());
    const ids = freshIds(old);
    expect(ids.size).toBe(200);
    const sorted = [...old].sort();
    expect(sorted.map((id) => ids.get(id))).toEqual([...ids.values()].sort());
    expect(old.some((id) => ids.get(id) === id)).toBe(false);
  });
});

describe('remapValue', () => {
  const [a, b, other] = [randomUUID(), randomUUID(), randomUUID()];
  const ids = new Map([
    [a, 'aaaaaaaa-0000-4000-8000-000000000001'],
    [b, 'bbbbbbbb-0000-4000-8000-000000000002'],
  ]);

  it('replaces owned ids in columns, text, JSON text and JSON keys, and nothing else', () => {
    expect(remapValue(a, ids)).toBe(ids.get(a));
    expect(remapValue(a.toUpperCase(), ids)).toBe(ids.get(a));
    expect(remapValue(other, ids)).toBe(other);
    const payload = JSON.stringify({ [a]: { winnerId: b, gameId: other }, list: [b] });
    expect(JSON.parse(remapValue(payload, ids) as string)).toEqual({
      [ids.get(a)!]: { winnerId: ids.get(b), gameId: other },
      list: [ids.get(b)],
    });
    expect(remapValue({ nested: [a] }, ids)).toEqual({ nested: [ids.get(a)] });
    for (const value of [null, 3, 1.5, 'no id here', `${a.slice(0, 8)}`])
      expect(remapValue(value, ids)).toEqual(value);
  });
});

describe('planNewTenant', () => {
  it('maps every owned id, kills invitation tokens and leaves API keys behind', () => {
    const [tenant, team, invite, key] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const plan = planNewTenant(tenant, [
      section('tenants', ['id', 'name'], [[tenant, 'Club']]),
      section('teams', ['id', 'tenantId'], [[team, tenant]]),
      section(
        'team_invites',
        ['id', 'tenantId', 'teamId', 'tokenHash'],
        [[invite, tenant, team, 'f'.repeat(64)]],
      ),
      section('api_keys', ['id', 'tenantId', 'prefix'], [[key, tenant, 'abcdefgh']]),
    ]);
    const [tenants, teams, invites, keys] = plan.tables;
    expect(plan.tenantId).toBe(plan.ids.get(tenant));
    expect(tenants!.rows).toEqual([[plan.tenantId, 'Club']]);
    expect(teams!.rows).toEqual([[plan.ids.get(team), plan.tenantId]]);
    const [row] = invites!.rows;
    expect(row!.slice(0, 3)).toEqual([plan.ids.get(invite), plan.tenantId, plan.ids.get(team)]);
    expect(row![3]).toMatch(/^[0-9a-f]{64}$/);
    expect(row![3]).not.toBe('f'.repeat(64));
    expect(keys).toMatchObject({ rows: [], table: { table: 'api_keys', rows: 0 } });
    expect(plan.leftBehind).toEqual([{ table: 'api_keys', rows: 1 }]);
  });
});
