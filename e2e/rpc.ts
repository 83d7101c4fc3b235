import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningHost } from './host';

/**
 * A contract method called straight at the host, as a second window or a test's setup does: its
 * result, or the test fails naming the method and the refusal. The host is read at each call,
 * since specs start a new one for every test.
 */
export function rpcAt(host: () => RunningHost) {
  return async function rpc<T>(via: Page | APIRequestContext, method: string, data: unknown, token?: string): Promise<T> {
    const request = 'goto' in via ? via.request : via;
    const response = await request.post(`${host().url}/rpc/${method}`, { data, ...(token && { headers: { 'X-Lantern-Token': token } }) });
    const body = (await response.json()) as { ok: boolean; result: T; error?: unknown };
    expect(body.ok, `${method}: ${JSON.stringify(body.error)}`).toBe(true);
    return body.result;
  };
}
