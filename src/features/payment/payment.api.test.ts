import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../contract/endpoints';
import { paymentApi } from './payment.api';

describe('payment calls', () => {
  /** The network under the app's client: records each request, answers as the server does. */
  const sent: Request[] = [];
  const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return new Response(JSON.stringify({ code: 200, msg: 'success', data: { accessible: true, min: 35, max: 2000 } }));
  });
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', api);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks whether pay in 4 is offered with POST api/{instalment provider}/accessible {amount} (spec section 7)', async () => {
    await expect(paymentApi.instalmentAccessible(120.5)).resolves.toEqual({ accessible: true, min: 35, max: 2000 });
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe(`/${paths.instalmentAccessible}`);
    expect(new URL(request!.url).search).toBe('');
    expect(request!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request!.text()).toBe('amount=120.5');
  });
});
