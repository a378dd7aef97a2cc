import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { FOOTER_COLUMN, FOOTER_STORE_ID } from '../../../contract/constants';
import { navItems, posts } from '../../../server/db/schema';
import { seedContent } from '../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(backends())('a shop seeded before the blog gets it at the next start (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it("seedContent adds the missing posts and footer links once, after the footer's own, and leaves them alone after", async () => {
    const blogLinks = and(
      eq(navItems.columnId, FOOTER_COLUMN),
      eq(navItems.storeId, FOOTER_STORE_ID),
      inArray(navItems.url, ['/company-news', '/readers-topic']),
    );
    await t.db.delete(navItems).where(blogLinks);
    await t.db.delete(posts).where(eq(posts.slug, 'caring-for-your-glasses'));
    expect(await seedContent(t.db)).toBe(1);
    const links = await t.db.select({ name: navItems.name, sort: navItems.sort }).from(navItems).where(blogLinks);
    expect(links.map((l) => l.name).sort()).toEqual(['Company News', "Readers' Topics"]);
    const footer = await t.db
      .select({ sort: navItems.sort })
      .from(navItems)
      .where(and(eq(navItems.columnId, FOOTER_COLUMN), eq(navItems.storeId, FOOTER_STORE_ID)));
    expect(Math.min(...links.map((l) => l.sort))).toBeGreaterThan(
      Math.max(...footer.filter((f) => !links.some((l) => l.sort === f.sort)).map((f) => f.sort)),
    );
    expect(await seedContent(t.db)).toBe(0);
    expect(await t.db.select().from(navItems).where(blogLinks)).toHaveLength(2);
  });
});
