import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request, type Dispatcher } from 'undici';
import {
  AddressRefusedError,
  createGuardedDispatcher,
} from '../../src/features/webhooks/delivery/guarded-dispatcher.js';
import { checkWebhookUrl, type LookupAll } from '../../src/features/webhooks/delivery/url-guard.js';
import { startServer, type TestServer } from './test-servers.js';

// Self-signed for DNS:evil.example, valid 2000–2100 (generated once with openssl for this test).
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgRzDTY6spVSTWJ5Tr
nQHki4LFZeIDbuSOomqi9YubRc2hRANCAATWIb6Cq2oatCkmB0c8BlWKB2bteTqg
iMRvuklkClUKoxVuXBIFeSXwVubO9ihwVWCn2KMrbG8tvrPG4Ix4SqAJ
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBZzCCAQ2gAwIBAgIBATAKBggqhkjOPQQDAjAXMRUwEwYDVQQDDAxldmlsLmV4
YW1wbGUwIBcNMDAwMTAxMDAwMDAwWhgPMjEwMDAxMDEwMDAwMDBaMBcxFTATBgNV
BAMMDGV2aWwuZXhhbXBsZTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABNYhvoKr
ahq0KSYHRzwGVYoHZu15OqCIxG+6SWQKVQqjFW5cEgV5JfBW5s72KHBVYKfYoyts
by2+s8bgjHhKoAmjSDBGMAwGA1UdEwQFMAMBAf8wFwYDVR0RBBAwDoIMZXZpbC5l
eGFtcGxlMB0GA1UdDgQWBBQ0QQGkRNR3C3Ai/YgJQ3W+aEG4gTAKBggqhkjOPQQD
AgNIADBFAiAxqMGBtC74Zs5Y7qVMEkJQXh3YAguCGbJjnM94lJWsPQIhAMm6ES5s
lw7VLGp4iMDWq54DSSCzks+aoPgQzguqhBt2
-----END CERTIFICATE-----
`;

const toLoopback: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
const dispatchers: Dispatcher[] = [];
let server: TestServer;
let tlsServer: TestServer;

function guarded(options: Parameters<typeof createGuardedDispatcher>[0]) {
  const dispatcher = createGuardedDispatcher(options);
  dispatchers.push(dispatcher);
  return dispatcher;
}

async function get(url: string, dispatcher: Dispatcher) {
  const response = await request(url, { method: 'POST', body: '{}', dispatcher });
  return { status: response.statusCode, text: await response.body.text() };
}

beforeAll(async () => {
  server = await startServer((req, res) => res.writeHead(200).end(`host=${req.headers.host}`));
  tlsServer = await startServer((_req, res) => res.writeHead(200).end('tls ok'), {
    key: TLS_KEY,
    cert: TLS_CERT,
  });
});

afterAll(async () => {
  await Promise.all(dispatchers.map((dispatcher) => dispatcher.close()));
  await Promise.all([server.close(), tlsServer.close()]);
});

describe('createGuardedDispatcher', () => {
  it('refuses a name that resolves to 127.0.0.1 when private addresses are not allowed', async () => {
    const lookup = vi.fn(toLoopback);
    const dispatcher = guarded({ allowPrivate: false, lookup });
    const attempt = get(`http://evil.example:${server.port}/hook`, dispatcher);
    await expect(attempt).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(attempt).rejects.toThrow(/evil\.example: 127\.0\.0\.1 is in the loopback range/);
    expect(lookup).toHaveBeenCalledWith('evil.example');
    expect(server.received).toHaveLength(0);
  });

  it('connects to the checked address when private addresses are allowed', async () => {
    const dispatcher = guarded({ allowPrivate: true, lookup: toLoopback });
    const response = await get(`http://evil.example:${server.port}/hook`, dispatcher);
    expect(response).toEqual({ status: 200, text: `host=evil.example:${server.port}` });
  });

  it('refuses loopback IP literals without looking anything up', async () => {
    const lookup = vi.fn(toLoopback);
    const dispatcher = guarded({ allowPrivate: false, lookup });
    await expect(get(server.url(), dispatcher)).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(get(`http://[::1]:${server.port}/`, dispatcher)).rejects.toBeInstanceOf(
      AddressRefusedError,
    );
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses when any resolved address is private, even if another is public', async () => {
    const dispatcher = guarded({
      allowPrivate: false,
      lookup: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    await expect(get(`http://mixed.example:${server.port}/`, dispatcher)).rejects.toThrow(
      /loopback/,
    );
  });

  it('defeats DNS rebinding: a name that was public at configuration time is re-checked at connect', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    const rebinding: LookupAll = async () => [
      { address: answers.shift() ?? '127.0.0.1', family: 4 },
    ];
    const url = `http://rebind.example:${server.port}/hook`;

    const configured = await checkWebhookUrl(url, {
      allowPrivate: false,
      allowHttp: true,
      lookup: rebinding,
    });
    expect(configured.ok).toBe(true);

    const requestsBefore = server.received.length;
    const dispatcher = guarded({ allowPrivate: false, lookup: rebinding });
    await expect(get(url, dispatcher)).rejects.toThrow(/loopback/);
    expect(server.received).toHaveLength(requestsBefore);
  });

  it('over TLS, dials the checked IP but verifies the certificate against the name', async () => {
    const dispatcher = guarded({ allowPrivate: true, lookup: toLoopback, ca: TLS_CERT });
    const response = await get(`https://evil.example:${tlsServer.port}/hook`, dispatcher);
    expect(response).toEqual({ status: 200, text: 'tls ok' });

    await expect(get(`https://other.example:${tlsServer.port}/hook`, dispatcher)).rejects.toThrow(
      /altnames|ERR_TLS_CERT_ALTNAME_INVALID/,
    );
  });
});
