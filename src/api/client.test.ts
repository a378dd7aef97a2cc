import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';

/** A fetch that answers like our server does, and records what it was sent. */
function serverAnswering(status: number, body: unknown) {
  const calls: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function client(fetchImpl: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const onToast = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    getToken: () => 'tok123',
    onUnauthorized,
    onForbidden,
    onToast,
    fetch: fetchImpl,
    ...extra,
  });
  return { api, onUnauthorized, onForbidden, onToast };
}

describe('api client', () => {
  it('resolves with data when the body code is 200 and sends the bearer token', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: 'success', data: { a: 1 } });
    const { api } = client(fetchImpl);
    await expect(api('get', 'api/users/index')).resolves.toEqual({ a: 1 });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok123');
    expect(calls[0]!.url).toBe('http://shop.test/api/users/index');
  });

  it('sends no bearer token on the visitor call', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: {} });
    await client(fetchImpl).api('post', 'api/visitor', { auth: false });
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('form-encodes bodies with lists as key[]', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: null });
    await client(fetchImpl).api('post', 'api/users/addWish', { form: { goods_ids: [3, 4], note: 'x' } });
    expect(calls[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await calls[0]!.text()).toBe('goods_ids%5B%5D=3&goods_ids%5B%5D=4&note=x');
  });

  it('puts lists in the query string as key[] and leaves out what is undefined', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: null });
    await client(fetchImpl).api('get', 'api/users/verifyCartPurchaseLimit', { query: { cart_ids: [7, 9], page: 1, none: undefined } });
    expect(calls[0]!.url).toBe('http://shop.test/api/users/verifyCartPurchaseLimit?cart_ids%5B%5D=7&cart_ids%5B%5D=9&page=1');
  });

  it("reads the message's key and values, and each field's, beside the texts (a 409 and a 422)", async () => {
    const stock = serverAnswering(409, {
      code: 409,
      msg: 'There is not enough stock for this quantity',
      key: 'notEnoughStock',
      data: { available: 1, reason: 'stock' },
    });
    const refused = client(stock.fetchImpl, {});
    const error = (await refused.api('post', 'api/users/addCart', { toastError: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      kind: 'conflict',
      reason: 'stock',
      message: 'There is not enough stock for this quantity',
      ref: { key: 'notEnoughStock' },
    });
    // The toast is told the reference, to translate by key.
    expect(refused.onToast).toHaveBeenCalledWith('error', { key: 'notEnoughStock' });

    const range = { key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } };
    const text = 'For this frame, SPH must be from -8.00 to +6.00';
    const invalid = serverAnswering(422, {
      code: 422,
      msg: text,
      ...range,
      data: {
        errors: { 'lens.prescription.right.sph': text, note: 'note is a required field' },
        field_keys: { 'lens.prescription.right.sph': range },
      },
    });
    const failed = (await client(invalid.fetchImpl)
      .api('post', 'api/users/addCart')
      .catch((e: unknown) => e)) as ApiError;
    expect(failed.ref).toEqual(range);
    expect(failed.fieldErrors).toEqual({ 'lens.prescription.right.sph': range, note: 'note is a required field' });
  });

  it('takes no reference for a key that is not one of the contract, and tells a success toast its key', async () => {
    const odd = serverAnswering(415, { code: 415, msg: 'Unsupported Media Type', key: 'noSuchKey', data: null });
    expect(
      (
        (await client(odd.fetchImpl)
          .api('post', 'x')
          .catch((e: unknown) => e)) as ApiError
      ).ref,
    ).toBeNull();
    const saved = serverAnswering(200, { code: 200, msg: 'Coupon saved', key: 'couponSaved', data: null });
    const { api, onToast } = client(saved.fetchImpl);
    await api('post', 'api/users/setCoupon/38', { toastSuccess: true });
    expect(onToast).toHaveBeenCalledWith('success', { key: 'couponSaved' });
  });

  it.each([
    [401, 401, 'unauthorized'],
    [401, 30001, 'revoked'],
  ])('tells the app to sign out on HTTP %i with code %i', async (status, code, kind) => {
    const { fetchImpl } = serverAnswering(status, { code, msg: 'ended', data: null });
    const { api, onUnauthorized, onForbidden } = client(fetchImpl);
    await expect(api('get', 'api/users/index')).rejects.toMatchObject({ kind, code });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('waits, while the app is getting a token, and sends the call with it', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: 'added' });
    let token: string | null = null;
    let give!: (t: string) => void;
    const { api } = client(fetchImpl, {
      getToken: () => token,
      awaitToken: () => new Promise<string>((resolve) => (give = (t) => resolve((token = t)))),
    });
    const added = api('post', 'api/users/addCart');
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    give('late');
    await expect(added).resolves.toBe('added');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer late');
  });

  it('does not wait when it has a token or the call goes without one', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: {} });
    const awaitToken = vi.fn(async () => 'never');
    const { api } = client(fetchImpl, { awaitToken });
    await api('get', 'api/users/index');
    await api('post', 'api/visitor', { auth: false });
    expect(awaitToken).not.toHaveBeenCalled();
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok123', null]);
  });

  it('tells the app about 403, except where the call says the 403 is expected', async () => {
    const { fetchImpl } = serverAnswering(403, { code: 403, msg: 'no', data: null });
    const { api, onForbidden } = client(fetchImpl);
    await expect(api('get', 'api/x')).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(api('get', 'api/getCouponList', { ignoreForbidden: true })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('carries field messages of a 422', async () => {
    const { fetchImpl } = serverAnswering(422, {
      code: 422,
      msg: 'Please enter your password',
      data: { errors: { password: 'Please enter your password' } },
    });
    const err = await client(fetchImpl)
      .api('post', 'api/login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fieldErrors).toEqual({ password: 'Please enter your password' });
  });

  it('yields code 600 when the request cannot be sent', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(client(failing).api('get', 'api/x')).rejects.toMatchObject({ kind: 'network', code: 600 });
  });

  /** A server that never answers; the call ends only when its signal aborts it. */
  const silent = (async (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      // The signal rides on the init or on the Request itself (ky sends a Request).
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
    })) as typeof fetch;

  it('yields code 600 when the server does not answer in time', async () => {
    const { api, onToast } = client(silent, { timeoutMs: 20 });
    await expect(api('get', 'api/x', { toastError: true })).rejects.toMatchObject({ kind: 'network', code: 600 });
    expect(onToast).toHaveBeenCalledWith('error', { key: 'requestFailed' });
  });

  it('rethrows the abort of a call its caller gave up, with no toast', async () => {
    const { api, onToast } = client(silent);
    const controller = new AbortController();
    const pending = api('get', 'api/x', { signal: controller.signal, toastError: true });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('sends JSON bodies as JSON, with credentials', async () => {
    const { fetchImpl, calls } = serverAnswering(200, { code: 200, msg: '', data: null });
    await client(fetchImpl).api('post', 'api/users/addCart', { json: { goods_id: 1, qty: 2 } });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.credentials).toBe('include');
    expect(await calls[0]!.json()).toEqual({ goods_id: 1, qty: 2 });
  });

  it('shows error and success toasts only for flagged calls', async () => {
    const bad = serverAnswering(409, { code: 409, msg: 'Out of stock', data: null });
    const c1 = client(bad.fetchImpl);
    await c1.api('post', 'api/a').catch(() => {});
    await c1.api('post', 'api/a', { toastError: true }).catch(() => {});
    expect(c1.onToast.mock.calls).toEqual([['error', 'Out of stock']]);

    const good = serverAnswering(200, { code: 200, msg: 'Saved', data: null });
    const c2 = client(good.fetchImpl);
    await c2.api('post', 'api/a', { toastSuccess: true });
    expect(c2.onToast.mock.calls).toEqual([['success', 'Saved']]);
  });

  it("toasts the body's message where it has one, else its msg (spec section 8)", async () => {
    const withMessage = serverAnswering(409, { code: 409, message: 'Only 2 left', msg: 'Out of stock', data: null });
    const c1 = client(withMessage.fetchImpl);
    await expect(c1.api('post', 'api/a', { toastError: true })).rejects.toMatchObject({ code: 409, message: 'Only 2 left' });
    expect(c1.onToast.mock.calls).toEqual([['error', 'Only 2 left']]);

    const messageOnly = serverAnswering(409, { code: 409, message: 'Coupon sold out', data: null });
    const c2 = client(messageOnly.fetchImpl);
    await c2.api('post', 'api/a', { toastError: true }).catch(() => {});
    expect(c2.onToast.mock.calls).toEqual([['error', 'Coupon sold out']]);

    // A refusal in another shape (no envelope code) still says its words, with the HTTP status.
    const plain = serverAnswering(413, { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
    const c3 = client(plain.fetchImpl);
    await expect(c3.api('post', 'api/a', { toastError: true })).rejects.toMatchObject({ code: 413, message: 'Request body is too large' });
    expect(c3.onToast.mock.calls).toEqual([['error', 'Request body is too large']]);
  });

  it('treats a non-envelope reply (a proxy error page) as a server failure', async () => {
    const { fetchImpl } = serverAnswering(502, '<html>Bad gateway</html>');
    await expect(client(fetchImpl).api('get', 'api/x')).rejects.toMatchObject({ kind: 'server', code: 502 });
  });
});
