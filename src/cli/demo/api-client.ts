import type { FastifyInstance } from 'fastify';

/** Calls the in-process API as the operator or a tenant, and fails loudly on any non-2xx. */
export class DemoApi {
  constructor(
    private readonly app: FastifyInstance,
    private readonly adminToken: string,
    public apiKey = '',
  ) {}

  admin<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<T> {
    return this.send(method, url, payload, { authorization: `Bearer ${this.adminToken}` });
  }

  tenant<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<T> {
    return this.send(method, url, payload, { 'x-api-key': this.apiKey });
  }

  private async send<T>(
    method: string,
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ): Promise<T> {
    const res = await this.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as T;
  }
}
