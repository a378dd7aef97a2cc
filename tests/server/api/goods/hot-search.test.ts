import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import type { HotSearchData } from '../../../../contract/entities';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(backends())('GET api/goods/hotSearch (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('returns the popular searches under hot_search, each linking to the search result', async () => {
    const res = await t.api<HotSearchData>('GET', paths.hotSearch);
    expect(res.status).toBe(200);
    const list = res.body.data.hot_search;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0]).toEqual({ name: 'aviator', url: '/search-result?keywords=aviator' });
    expect(list.map((h) => h.name)).toEqual(expect.arrayContaining(['round frames', 'cat eye', 'blue light', 'titanium', 'progressive lenses']));
    for (const h of list) {
      expect(Object.keys(h).sort()).toEqual(['name', 'url']);
      expect(new URL(h.url, 'http://x').searchParams.get('keywords')).toBe(h.name);
    }
  });
});
