import { describe, expect, it, vi } from 'vitest';
import {
  checkWebhookUrl,
  isPublicAddress,
  type LookupAll,
} from '../../../src/features/webhooks/delivery/url-guard.js';

const PUBLIC_V4 = '93.184.216.34';
const PUBLIC_V6 = '2606:2800:220:1:248:1893:25c8:1946';

function lookupReturning(...addresses: string[]): LookupAll {
  return vi.fn(async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

const strict = { allowPrivate: false, allowHttp: false, lookup: lookupReturning(PUBLIC_V4) };

async function reasonFor(url: string, options = strict): Promise<string | null> {
  const result = await checkWebhookUrl(url, options);
  return result.ok ? null : result.reason;
}

describe('checkWebhookUrl: IP literals', () => {
  it.each([
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://127.1/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'],
    ['https://0x7f.0.0.1/hook', 'loopback'],
    ['https://0x7f000001/hook', 'loopback'],
    ['https://017700000001/hook', 'loopback'],
    ['https://0177.0.0.1/hook', 'loopback'],
    ['https://10.0.0.5/hook', 'private'],
    ['https://172.16.3.4/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'linkLocal'],
    ['https://100.64.0.1/hook', 'carrierGradeNat'],
    ['https://0.0.0.0/hook', 'unspecified'],
    ['https://0/hook', 'unspecified'],
    ['https://255.255.255.255/hook', 'broadcast'],
    ['https://224.0.0.1/hook', 'multicast'],
    ['https://192.0.2.1/hook', 'reserved'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::]/hook', 'unspecified'],
    ['https://[fe80::1]/hook', 'linkLocal'],
    ['https://[fc00::1]/hook', 'uniqueLocal'],
    ['https://[fd12:3456::1]/hook', 'uniqueLocal'],
    ['https://[ff02::1]/hook', 'multicast'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://[::ffff:7f00:1]/hook', 'loopback'],
    ['https://[::ffff:10.0.0.1]/hook', 'private'],
    ['https://[::ffff:169.254.169.254]/hook', 'linkLocal'],
    ['https://[64:ff9b::10.0.0.1]/hook', 'rfc6052'],
    ['https://[64:ff9b::7f00:1]/hook', 'rfc6052'],
    ['https://[2002:7f00:1::]/hook', '6to4'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'teredo'],
    ['https://[::127.0.0.1]/hook', 'IPv4-compatible'],
  ])('refuses %s (%s)', async (url, expected) => {
    expect(await reasonFor(url)).toContain(expected);
    expect(strict.lookup).not.toHaveBeenCalled();
  });

  it('relies on WHATWG URL normalising IPv4 in every encoding', () => {
    for (const host of ['127.1', '2130706433', '0x7f.0.0.1', '017700000001', '0177.0.0.1']) {
      expect(new URL(`https://${host}/`).hostname).toBe('127.0.0.1');
    }
    expect(new URL('https://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it('accepts public literals', async () => {
    expect(await reasonFor(`https://${PUBLIC_V4}/hook`)).toBeNull();
    expect(await reasonFor(`https://[${PUBLIC_V6}]/hook`)).toBeNull();
    expect(await reasonFor(`https://[::ffff:${PUBLIC_V4}]/hook`)).toBeNull();
  });
});

describe('checkWebhookUrl: names', () => {
  it.each([
    'https://localhost/hook',
    'https://LOCALHOST./hook',
    'https://app.localhost/hook',
    'https://db.internal/hook',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata/hook',
    'https://printer.local/hook',
    'https://printer.local./hook',
  ])('refuses %s without resolving it', async (url) => {
    const lookup = lookupReturning(PUBLIC_V4);
    expect(await reasonFor(url, { ...strict, lookup })).not.toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('accepts a name whose addresses are all public', async () => {
    const lookup = lookupReturning(PUBLIC_V4, PUBLIC_V6);
    const result = await checkWebhookUrl('https://example.com/hook', { ...strict, lookup });
    expect(result).toEqual({ ok: true, url: new URL('https://example.com/hook') });
    expect(lookup).toHaveBeenCalledWith('example.com');
  });

  it('refuses a name that resolves to a private address', async () => {
    const reason = await reasonFor('https://evil.example/hook', {
      ...strict,
      lookup: lookupReturning('10.1.2.3'),
    });
    expect(reason).toMatch(/evil\.example resolves to a non-public address.*private/);
  });

  it('refuses when ANY resolved address is private', async () => {
    const lookup = lookupReturning(PUBLIC_V4, '::1');
    expect(await reasonFor('https://half-evil.example/hook', { ...strict, lookup })).toContain(
      'loopback',
    );
  });

  it('refuses names that do not resolve or resolve to nothing', async () => {
    const failing: LookupAll = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await reasonFor('https://nope.example/', { ...strict, lookup: failing })).toContain(
      'ENOTFOUND',
    );
    expect(
      await reasonFor('https://empty.example/', { ...strict, lookup: lookupReturning() }),
    ).toContain('no addresses');
  });
});

describe('checkWebhookUrl: scheme, credentials, allowPrivate', () => {
  it('requires https unless allowHttp', async () => {
    expect(await reasonFor(`http://${PUBLIC_V4}/hook`)).toContain('scheme must be https');
    expect(await reasonFor(`http://${PUBLIC_V4}/hook`, { ...strict, allowHttp: true })).toBeNull();
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'gopher://example.com/']) {
      expect(await reasonFor(url, { ...strict, allowHttp: true })).toContain('scheme');
    }
  });

  it('refuses credentials and unparsable URLs', async () => {
    expect(await reasonFor('https://user:pw@example.com/hook')).toContain('credentials');
    expect(await reasonFor('https://user@example.com/hook')).toContain('credentials');
    expect(await reasonFor('not a url')).toContain('not a valid');
    expect(await reasonFor('/relative/hook')).toContain('not a valid');
  });

  it('lets private destinations through with allowPrivate, but still checks the scheme', async () => {
    const lookup = lookupReturning('127.0.0.1');
    const loose = { allowPrivate: true, allowHttp: true, lookup };
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://[::1]/hook',
      'http://localhost:3000/hook',
      'https://evil.example/hook',
    ]) {
      expect(await reasonFor(url, loose)).toBeNull();
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(await reasonFor('http://127.0.0.1/', { ...loose, allowHttp: false })).toContain(
      'scheme',
    );
    expect(await reasonFor('https://u:p@127.0.0.1/', loose)).toContain('credentials');
  });
});

describe('isPublicAddress', () => {
  it.each([
    PUBLIC_V4,
    '8.8.8.8',
    '1.1.1.1',
    PUBLIC_V6,
    '2001:4860:4860::8888',
    `::ffff:${PUBLIC_V4}`,
  ])('%s is public', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.1.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    '::7f00:1',
    'not-an-ip',
    '',
    '127.1',
    '[::1]',
  ])('%s is not public', (ip) => expect(isPublicAddress(ip)).toBe(false));
});
