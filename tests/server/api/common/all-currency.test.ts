import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { Currency } from '../../../../contract/entities';
import { currencies } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(backends())('GET api/common/allCurrency (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('lists the currencies, US dollar first, in the Currency shape', async () => {
    const res = await t.api<Currency[]>('GET', paths.allCurrency);
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list[0]).toEqual({ id: 1, name: 'US Dollar', img: '', money: '$', symbol: 'USD', exchange_rate: 1, country: 'United States' });
    expect(list.map((c) => c.symbol)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'MXN', 'JPY']);
    expect(list.find((c) => c.symbol === 'EUR')).toMatchObject({ money: '€' });
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual(['country', 'exchange_rate', 'id', 'img', 'money', 'name', 'symbol']);
      expect(typeof c.exchange_rate).toBe('number');
      expect(c.exchange_rate).toBeGreaterThan(0);
    }
  });

  it('serves from memory until the list is invalidated', async () => {
    await t.db.update(currencies).set({ exchangeRate: 0.95 }).where(eq(currencies.symbol, 'EUR'));
    const cachedList = (await t.api<Currency[]>('GET', paths.allCurrency)).body.data;
    expect(cachedList.find((c) => c.symbol === 'EUR')!.exchange_rate).toBe(0.92);
    t.app.readCache.invalidate('currencies');
    const fresh = (await t.api<Currency[]>('GET', paths.allCurrency)).body.data;
    expect(fresh.find((c) => c.symbol === 'EUR')!.exchange_rate).toBe(0.95);
  });
});
