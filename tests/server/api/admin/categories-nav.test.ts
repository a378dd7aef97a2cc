import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminNavPaths, type AdminCategory, type AdminNavigation } from '../../../../contract/admin-storefront-nav';
import { adminPaths } from '../../../../contract/admin';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { GoodsDetail } from '../../../../contract/catalog';
import type { HotSearchData, NavItem } from '../../../../contract/entities';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { categories, goods } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';

describe.each(backends())('console categories, navigation and popular searches (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const tree = async () => (await t.api<AdminCategory[]>('GET', adminNavPaths.categories, { token })).body.data;
  const create = (body: object) => t.api<AdminCategory[]>('POST', adminNavPaths.categories, { token, body });
  const patch = (id: number, body: object) => t.api<AdminCategory[]>('PATCH', adminNavPaths.category(id), { token, body });
  const menu = async () => (await t.api<NavItem[]>('GET', paths.column(5))).body.data;
  const footer = async () => (await t.api<NavItem[]>('GET', paths.column(2))).body.data;
  const byName = (rows: AdminCategory[], name: string) => rows.find((c) => c.name === name)!;
  const flat = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flat(i.children)]);
  const auditOf = async (kind: string, id: number | string) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=${kind}&record_id=${id}`, { token: owner })).body.data.items;

  it('lists the tree depth first with its counts', async () => {
    const rows = await tree();
    const optical = byName(rows, 'Optical Frames');
    expect(optical).toMatchObject({ depth: 0, parent_id: null, children_count: 4, goods_count: 0, is_hidden: false });
    const men = rows[rows.indexOf(optical) + 1]!;
    expect(men).toMatchObject({ name: 'Men', depth: 1, parent_id: optical.id, children_count: 0 });
    expect(men.goods_count).toBeGreaterThan(0);
  });

  it('creates a category with a unique slug made from its name, and its menu entry', async () => {
    const first = await create({ name: 'Summer Édition' });
    expect(first.status, first.text).toBe(200);
    const made = byName(first.body.data, 'Summer Édition');
    expect(made).toMatchObject({ slug: 'summer-edition', depth: 0, goods_count: 0, img: '' });
    const second = await create({ name: 'Summer  edition!', img: 'https://cdn.example.com/s.png' });
    expect(byName(second.body.data, 'Summer  edition!')).toMatchObject({ slug: 'summer-edition-2', img: 'https://cdn.example.com/s.png' });
    expect((await menu()).at(-1)).toMatchObject({ name: 'Summer  edition!', url: `/goods-list/${byName(second.body.data, 'Summer  edition!').id}` });
    expect((await menu()).map((n) => n.name)).toContain('Summer Édition');

    const optical = byName(await tree(), 'Optical Frames');
    const child = await create({ name: 'Titanium', parent_id: optical.id, slug: 'optical-titanium' });
    const titanium = byName(child.body.data, 'Titanium');
    expect(titanium).toMatchObject({ parent_id: optical.id, depth: 1, slug: 'optical-titanium' });
    expect((await menu())[0]!.children.at(-1)).toMatchObject({ name: 'Titanium', url: `/goods-list/${titanium.id}` });
    expect((await auditOf('category', titanium.id))[0]).toMatchObject({ action: 'category.create', after: { name: 'Titanium' } });
  });

  it('refuses bad input with a message on the field, writing nothing', async () => {
    const before = (await tree()).length;
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', m.categoryNameRequired],
      [{ name: '   ' }, 'name', m.categoryNameRequired],
      [{ name: 'x'.repeat(81) }, 'name', m.categoryNameTooLong],
      [{ name: 'Ok', slug: 'Not A Slug' }, 'slug', m.categorySlugInvalid],
      [{ name: 'Ok', slug: 'optical-frames' }, 'slug', m.categorySlugTaken],
      [{ name: 'Ok', img: 'javascript:alert(1)' }, 'img', m.categoryImgInvalid],
      [{ name: 'Ok', img: '//evil.example/x.png' }, 'img', m.categoryImgInvalid],
      [{ name: 'Ok', parent_id: 999_999 }, 'parent_id', m.categoryParentUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(422);
      expect(errorsOf(res)[field]).toBe(message);
    }
    expect((await tree()).length).toBe(before);
    expect((await patch(999_999, { name: 'x' })).status).toBe(404);
    expect(errorsOf(await patch(byName(await tree(), 'Sunglasses').id, { name: '' })).name).toBe(m.categoryNameRequired);
  });

  it('renames a category and its menu entry; search finds its products by the new name', async () => {
    const sun = byName(await tree(), 'Sunglasses');
    const res = await patch(sun.id, { name: 'Shades' });
    expect(res.status, res.text).toBe(200);
    expect(byName(res.body.data, 'Shades').slug).toBe('sunglasses');
    expect((await menu()).map((n) => n.name)).toContain('Shades');
    const [one] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.categoryId, byName(res.body.data, 'Shades').id + 1))
      .limit(1);
    const detail = await t.api<GoodsDetail>('GET', paths.goodsDetail(one!.id));
    expect(detail.body.data.category.parent?.name).toBe('Shades');
    expect((await auditOf('category', sun.id))[0]).toMatchObject({
      action: 'category.update',
      before: { name: 'Sunglasses' },
      after: { name: 'Shades' },
    });
    await patch(sun.id, { name: 'Sunglasses' });
  });

  it('refuses a move under itself or its own child, writing nothing; moves elsewhere with its menu entry', async () => {
    const rows = await tree();
    const lenses = byName(rows, 'Lenses');
    const progressive = rows.find((c) => c.parent_id === lenses.id && c.name === 'Progressive')!;
    for (const parent of [lenses.id, progressive.id]) {
      const res = await patch(lenses.id, { parent_id: parent });
      expect(res.status, res.text).toBe(422);
      expect(errorsOf(res).parent_id).toBe(m.categoryUnderItself);
    }
    expect(byName(await tree(), 'Lenses').parent_id).toBeNull();

    const reading = byName(rows, 'Reading Glasses');
    const moved = await patch(reading.id, { parent_id: lenses.id });
    expect(moved.status, moved.text).toBe(200);
    expect(byName(moved.body.data, 'Reading Glasses')).toMatchObject({ parent_id: lenses.id, depth: 1 });
    const lensesEntry = (await menu()).find((n) => n.name === 'Lenses')!;
    expect(lensesEntry.children.at(-1)!.name).toBe('Reading Glasses');
    expect((await menu()).map((n) => n.name)).not.toContain('Reading Glasses');
    await patch(reading.id, { parent_id: null });
    expect((await menu()).map((n) => n.name)).toContain('Reading Glasses');
  });

  it('reorders siblings with the whole list in one call; a stale or foreign list is refused', async () => {
    const rows = await tree();
    const optical = byName(rows, 'Optical Frames');
    const kids = rows.filter((c) => c.parent_id === optical.id).map((c) => c.id);
    const reversed = [...kids].reverse();
    const res = await t.api<AdminCategory[]>('POST', adminNavPaths.categoryOrder, { token, body: { parent_id: optical.id, ids: reversed } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.filter((c) => c.parent_id === optical.id).map((c) => c.id)).toEqual(reversed);
    expect((await menu())[0]!.children.map((c) => c.url)).toEqual(reversed.map((id) => `/goods-list/${id}`));

    const stale = await t.api('POST', adminNavPaths.categoryOrder, { token, body: { parent_id: optical.id, ids: reversed.slice(1) } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(m.listChanged);
    const foreign = await t.api('POST', adminNavPaths.categoryOrder, {
      token,
      body: { parent_id: optical.id, ids: [...reversed, byName(rows, 'Lenses').id] },
    });
    expect(foreign.status).toBe(422);
    const twice = await t.api('POST', adminNavPaths.categoryOrder, { token, body: { parent_id: optical.id, ids: [kids[0], kids[0]] } });
    expect(errorsOf(twice).ids).toBe(m.listOrderInvalid);
  });

  it('hides a category: it leaves api/column and the lookbook lists, its products stay reachable', async () => {
    const blue = byName(await tree(), 'Blue Light Glasses');
    const [product] = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.categoryId, blue.id)).limit(1);
    expect(flat(await menu()).map((n) => n.url)).toContain(`/goods-list/${blue.id}`);
    const hidden = await patch(blue.id, { is_hidden: true });
    expect(byName(hidden.body.data, 'Blue Light Glasses').is_hidden).toBe(true);
    expect(flat(await menu()).map((n) => n.url)).not.toContain(`/goods-list/${blue.id}`);
    const blocks = await t.api<{ id: number }[]>('GET', paths.categoryBlocks);
    expect(blocks.body.data.map((b) => b.id)).not.toContain(blue.id);
    expect((await t.api('GET', paths.goodsDetail(product!.id))).status).toBe(200);
    const list = await t.api<{ total: number }>('POST', paths.goodsList, { body: { category_id: blue.id } });
    expect(list.body.data.total).toBeGreaterThan(0);
    // A hidden parent takes its children's entries with it.
    const optical = byName(await tree(), 'Optical Frames');
    await patch(optical.id, { is_hidden: true });
    expect(flat(await menu()).map((n) => n.name)).not.toContain('Optical Frames');
    expect(flat(await menu()).map((n) => n.name)).not.toContain('Titanium');
    await patch(optical.id, { is_hidden: false });
    await patch(blue.id, { is_hidden: false });
    expect(flat(await menu()).map((n) => n.url)).toContain(`/goods-list/${blue.id}`);
    expect((await auditOf('category', blue.id)).map((a) => a.action).slice(0, 2)).toEqual(['category.show', 'category.hide']);
  });

  it('refuses to delete a category with products or subcategories, saying how many; deletes an empty one with its menu entry', async () => {
    const rows = await tree();
    const kidsGlasses = byName(rows, 'Kids Glasses');
    const withGoods = await t.api('DELETE', adminNavPaths.category(kidsGlasses.id), { token });
    expect(withGoods.status).toBe(409);
    expect(withGoods.body.msg).toBe(m.categoryNotEmpty.replace('{{products}}', String(kidsGlasses.goods_count)).replace('{{children}}', '0'));
    const accessories = byName(rows, 'Accessories');
    const withChildren = await t.api('DELETE', adminNavPaths.category(accessories.id), { token });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.msg).toBe(m.categoryNotEmpty.replace('{{products}}', '0').replace('{{children}}', '3'));

    const empty = byName(rows, 'Summer Édition');
    const gone = await t.api<AdminCategory[]>('DELETE', adminNavPaths.category(empty.id), { token });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.data.map((c) => c.id)).not.toContain(empty.id);
    expect(flat(await menu()).map((n) => n.url)).not.toContain(`/goods-list/${empty.id}`);
    expect(await t.db.select().from(categories).where(eq(categories.id, empty.id))).toEqual([]);
    expect((await t.api('DELETE', adminNavPaths.category(empty.id), { token })).status).toBe(404);
  });

  describe('navigation columns', () => {
    const nav = async () => (await t.api<AdminNavigation>('GET', adminNavPaths.navigation, { token })).body.data;

    it('lists the menu, the footer and the popular searches', async () => {
      const data = await nav();
      expect(data.menu[0]).toMatchObject({ column_id: 5, depth: 0, name: 'Optical Frames', is_hidden: false });
      expect(data.footer.map((f) => f.name)).toContain('Help Center');
      expect(data.hot_searches[0]).toMatchObject({ name: 'aviator', url: '/search-result?keywords=aviator' });
    });

    it('adds, renames, hides, reorders and deletes footer entries, seen by the shop at once', async () => {
      const added = await t.api<AdminNavigation>('POST', adminNavPaths.navItems(2), { token, body: { name: 'Stores', url: '/stores' } });
      expect(added.status, added.text).toBe(200);
      const entry = added.body.data.footer.at(-1)!;
      expect(entry).toMatchObject({ name: 'Stores', url: '/stores', column_id: 2 });
      expect((await footer()).at(-1)).toMatchObject({ name: 'Stores', url: '/stores' });

      await t.api('PATCH', adminNavPaths.navItem(2, entry.id), { token, body: { name: 'Our stores', url: 'https://stores.example.com/list' } });
      expect((await footer()).at(-1)).toMatchObject({ name: 'Our stores', url: 'https://stores.example.com/list' });

      const ids = (await nav()).footer.filter((f) => f.parent_id === null).map((f) => f.id);
      const order = [entry.id, ...ids.filter((i) => i !== entry.id)];
      const moved = await t.api<AdminNavigation>('POST', adminNavPaths.navOrder(2), { token, body: { parent_id: null, ids: order } });
      expect(moved.status, moved.text).toBe(200);
      expect((await footer())[0]!.name).toBe('Our stores');

      await t.api('PATCH', adminNavPaths.navItem(2, entry.id), { token, body: { is_hidden: true } });
      expect((await footer()).map((f) => f.name)).not.toContain('Our stores');
      expect((await nav()).footer.find((f) => f.id === entry.id)!.is_hidden).toBe(true);

      const gone = await t.api<AdminNavigation>('DELETE', adminNavPaths.navItem(2, entry.id), { token });
      expect(gone.body.data.footer.map((f) => f.id)).not.toContain(entry.id);
      expect((await t.api('DELETE', adminNavPaths.navItem(2, entry.id), { token })).status).toBe(404);
      // An entry of the menu is not one of the footer's.
      expect((await t.api('PATCH', adminNavPaths.navItem(2, (await nav()).menu[0]!.id), { token, body: { name: 'x' } })).status).toBe(404);
      expect((await auditOf('navigation', entry.id)).map((a) => a.action)).toEqual([
        'navigation.delete',
        'navigation.update',
        'navigation.update',
        'navigation.create',
      ]);
    });

    it('refuses bad entries: empty or long name, a bad link, an unknown column or parent, a loop', async () => {
      const cases: [object, string, string][] = [
        [{ name: '', url: '/x' }, 'name', m.navNameRequired],
        [{ name: 'x'.repeat(81), url: '/x' }, 'name', m.navNameTooLong],
        [{ name: 'X', url: '' }, 'url', m.navUrlRequired],
        [{ name: 'X', url: 'javascript:alert(1)' }, 'url', m.navUrlInvalid],
        [{ name: 'X', url: 'http://plain.example.com' }, 'url', m.navUrlInvalid],
        [{ name: 'X', url: '//evil.example.com' }, 'url', m.navUrlInvalid],
        [{ name: 'X', url: '/with space' }, 'url', m.navUrlInvalid],
        [{ name: 'X', url: `/${'a'.repeat(500)}` }, 'url', m.navUrlInvalid],
        [{ name: 'X', url: '/x', parent_id: 999_999 }, 'parent_id', m.navParentUnknown],
      ];
      const before = (await nav()).footer.length;
      for (const [body, field, message] of cases) {
        const res = await t.api('POST', adminNavPaths.navItems(2), { token, body });
        expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(422);
        expect(errorsOf(res)[field]).toBe(message);
      }
      expect((await nav()).footer.length).toBe(before);
      const column = await t.api('POST', adminNavPaths.navItems(3), { token, body: { name: 'X', url: '/x' } });
      expect(column.status).toBe(422);
      expect(errorsOf(column).column).toBe(m.navColumnUnknown);

      const optical = (await nav()).menu.find((i) => i.name === 'Optical Frames')!;
      const child = (await nav()).menu.find((i) => i.parent_id === optical.id)!;
      const loop = await t.api('PATCH', adminNavPaths.navItem(5, optical.id), { token, body: { parent_id: child.id } });
      expect(loop.status).toBe(422);
      expect(errorsOf(loop).parent_id).toBe(m.navUnderItself);
    });
  });

  describe('popular searches', () => {
    const hot = async () => (await t.api<HotSearchData>('GET', paths.hotSearch)).body.data.hot_search;

    it('adds one linked to its search, renames, reorders and deletes it; the shop sees each at once', async () => {
      const added = await t.api<AdminNavigation>('POST', adminNavPaths.hotSearches, { token, body: { name: 'rimless titanium' } });
      expect(added.status, added.text).toBe(200);
      const made = added.body.data.hot_searches.at(-1)!;
      expect(made).toMatchObject({ name: 'rimless titanium', url: '/search-result?keywords=rimless%20titanium' });
      expect((await hot()).at(-1)).toEqual({ name: 'rimless titanium', url: '/search-result?keywords=rimless%20titanium' });

      await t.api('PATCH', adminNavPaths.hotSearch(made.id), { token, body: { name: 'rimless' } });
      expect((await hot()).at(-1)!.name).toBe('rimless');

      const ids = added.body.data.hot_searches.map((h) => h.id);
      const order = [made.id, ...ids.filter((i) => i !== made.id)];
      expect((await t.api('POST', adminNavPaths.hotSearchOrder, { token, body: { ids: order } })).status).toBe(200);
      expect((await hot())[0]!.name).toBe('rimless');
      expect((await t.api('POST', adminNavPaths.hotSearchOrder, { token, body: { ids: order.slice(1) } })).status).toBe(409);

      expect((await t.api('DELETE', adminNavPaths.hotSearch(made.id), { token })).status).toBe(200);
      expect((await hot()).map((h) => h.name)).not.toContain('rimless');
      expect((await t.api('DELETE', adminNavPaths.hotSearch(made.id), { token })).status).toBe(404);
    });

    it('refuses an empty or long name and a bad link', async () => {
      for (const [body, field, message] of [
        [{ name: '' }, 'name', m.hotSearchNameRequired],
        [{ name: 'x'.repeat(61) }, 'name', m.hotSearchNameTooLong],
        [{ name: 'ok', url: 'ftp://x' }, 'url', m.navUrlInvalid],
      ] as const) {
        const res = await t.api('POST', adminNavPaths.hotSearches, { token, body });
        expect(res.status).toBe(422);
        expect(errorsOf(res)[field]).toBe(message);
      }
    });
  });

  it('refuses roles without catalogue.manage', async () => {
    const support = await staffToken(t, 'support');
    expect((await t.api('GET', adminNavPaths.categories, { token: support })).status).toBe(403);
    expect((await t.api('POST', adminNavPaths.hotSearches, { token: support, body: { name: 'x' } })).status).toBe(403);
    expect((await t.api('GET', adminNavPaths.navigation)).status).toBe(401);
  });
});
