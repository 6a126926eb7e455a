import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  archivedTable,
  decodeArchive,
  encodeArchive,
  type ArchiveManifest,
} from '../../../src/features/tenant-archive/archive-format.js';

const tables = [
  archivedTable('tenants', ['id', 'name'], [['t1', 'Tenant']]),
  archivedTable(
    'users',
    ['id', 'tenantId', 'erasedAt'],
    [
      ['u1', 't1', null],
      ['u2', 't1', '2030-01-01T00:00:00.000Z'],
    ],
  ),
];
const manifest: ArchiveManifest = {
  format: 'tourney-tenant',
  formatVersion: 1,
  tenantId: 't1',
  tenantName: 'Tenant',
  migration: '0036-announced-read-versions',
  engine: 'sqlite',
  createdAt: '2030-01-01T00:00:00.000Z',
  tables: tables.map((t) => t.entry),
  catalogue: { games: [], game_maps: [], currencies: [] },
  webhookSecrets: 'withheld',
  webhooksNeedingSecret: [],
};
const archive = encodeArchive(manifest, tables);
const text = gunzipSync(archive).toString();
const refused = (bytes: Buffer) => () => decodeArchive(bytes);

describe('the tenant archive format', () => {
  it('reads back the manifest and every row as written', () => {
    expect(decodeArchive(archive)).toEqual({
      manifest,
      tables: [
        { table: manifest.tables[0], rows: [['t1', 'Tenant']] },
        {
          table: manifest.tables[1],
          rows: [
            ['u1', 't1', null],
            ['u2', 't1', '2030-01-01T00:00:00.000Z'],
          ],
        },
      ],
    });
    expect(text.split('\n').slice(1, 3)).toEqual(['{"table":"tenants"}', '["t1","Tenant"]']);
  });

  it('refuses a row changed, dropped or added', () => {
    const message = /^This is not a sound tenant archive: users does not match the checksum/;
    expect(refused(gzipSync(text.replace('"u2"', '"u3"')))).toThrow(message);
    expect(refused(gzipSync(text.replace('["u2","t1","2030-01-01T00:00:00.000Z"]\n', '')))).toThrow(
      /users does not match the checksum|lines after/,
    );
    expect(refused(gzipSync(`${text}["u4","t1",null]\n`))).toThrow(/1 lines after its last table/);
  });

  it('refuses a cut file, another format, and another format version', () => {
    expect(refused(archive.subarray(0, archive.length - 10))).toThrow(/cut short/);
    expect(refused(gzipSync('{"format":"tourney-backup"}\n'))).toThrow(/no tenant manifest/);
    const later = text.replace('"formatVersion":1', '"formatVersion":2');
    expect(refused(gzipSync(later))).toThrow(
      'The archive is of format version 2; this release reads version 1.',
    );
  });
});
