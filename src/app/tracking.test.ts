import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingApi } from './tracking.api';
import { track, trackingAllowed } from './tracking';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shop events (tracking)', () => {
  it('sends a view or an add to cart for the shop network, without waiting for it', () => {
    const send = vi.spyOn(trackingApi, 'conversion').mockReturnValue(new Promise(() => {}));
    expect(track('view', 12)).toBeUndefined();
    track('add_to_cart', 13);
    expect(send.mock.calls).toEqual([
      ['shop', { event: 'view', goods_id: 12 }],
      ['shop', { event: 'add_to_cart', goods_id: 13 }],
    ]);
  });

  it('never fails the caller: a refused or broken call is dropped', async () => {
    vi.spyOn(trackingApi, 'conversion')
      .mockRejectedValueOnce(new Error('429'))
      .mockImplementationOnce(() => {
        throw new Error('broken');
      });
    expect(() => track('view', 1)).not.toThrow();
    expect(() => track('view', 2)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });

  it('sends nothing when the shopper asked not to be tracked (Do Not Track or Global Privacy Control)', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ doNotTrack: null, globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: '0' })).toBe(true);
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
    const send = vi.spyOn(trackingApi, 'conversion').mockResolvedValue(null);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    track('view', 3);
    expect(send).not.toHaveBeenCalled();
  });

  it('goes through the one API client to POST api/v1/shop/conversion as JSON, kept alive', async () => {
    const bodies: string[] = [];
    const fetchMock = vi.fn(async (req: Request) => {
      bodies.push(await req.clone().text());
      return new Response(JSON.stringify({ code: 200, msg: '', data: null }), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await trackingApi.conversion('shop', { event: 'view', goods_id: 9 });
    const req = fetchMock.mock.calls[0]![0];
    expect(req.method).toBe('POST');
    expect(new URL(req.url).pathname).toBe('/api/v1/shop/conversion');
    expect(JSON.parse(bodies[0]!)).toEqual({ event: 'view', goods_id: 9 });
    expect(req.keepalive).toBe(true);
  });
});
