import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, mediaPath, type AdminProductPhoto, type ShopImage } from '../../../../contract/admin-products';
import { goodsImageUrl, paths } from '../../../../contract/endpoints';
import type { GoodsDetail, GoodsPage } from '../../../../contract/catalog';
import type { CartLine } from '../../../../contract/entities';
import { consoleMessages } from '../../../../contract/console-messages';
import type { AuditEntry } from '../../../../contract/staff';
import type { ListPage } from '../../../../contract/orders';
import { goodsVariants, shopImageFiles, shopImages } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addLine, customer, errorsOf, manyCustomers, testGoods } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';
import { postMultipart } from '../../helpers/uploads';

/** A real picture of w×h in a format, made with sharp (a gradient, so the encoders have something to do). */
async function pictureOf(format: 'png' | 'jpeg' | 'webp' | 'avif', w = 1400, h = 875, orientation?: number): Promise<Buffer> {
  const base = sharp({ create: { width: w, height: h, channels: 3, background: '#c05621' } }).composite([
    { input: Buffer.from(`<svg width="${w}" height="${h}"><circle cx="${w / 3}" cy="${h / 2}" r="${h / 3}" fill="#1f6feb"/></svg>`) },
  ]);
  const flat = await base.png().toBuffer();
  const out = sharp(flat);
  if (orientation) out.withMetadata({ orientation });
  return out.toFormat(format).toBuffer();
}

describe.each(backends())('product photos: api/admin/products/{id}/photos and /media (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const upload = (goodsId: number, file: { name: string; data: Buffer | string; type?: string }, fields: Record<string, string | number> = {}) =>
    postMultipart<AdminProductPhoto[]>(t, adminProductPaths.productPhotos(goodsId), catalogue, { fields, files: [file] });
  const storedImages = async () => Number((await t.db.select({ n: count() }).from(shopImages))[0]!.n);
  const storedFiles = async () => Number((await t.db.select({ n: count() }).from(shopImageFiles))[0]!.n);
  const fetchMedia = (src: string, headers: Record<string, string> = {}) => fetch(`${t.url}${src}`, { headers });

  /** Checks that the picture is served in both formats and every width of its srcsets, with the year-long cache. */
  async function expectServed(image: ShopImage, widths: number[]) {
    for (const format of ['avif', 'webp'] as const) {
      const srcset = format === 'avif' ? image.srcset_avif : image.srcset_webp;
      expect(srcset).toBe(widths.map((w) => `${mediaPath(image.key, w, format)} ${w}w`).join(', '));
      for (const w of widths) {
        const res = await fetchMedia(mediaPath(image.key, w, format));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(`image/${format}`);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const etag = res.headers.get('etag');
        expect(etag).toBeTruthy();
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(w);
        expect(meta.exif).toBeUndefined();
        const again = await fetchMedia(mediaPath(image.key, w, format), { 'if-none-match': etag! });
        expect(again.status).toBe(304);
      }
    }
  }

  it('accepts a real PNG, JPEG, WebP and AVIF, serves each in AVIF and WebP at 320, 640 and 1280 px with a year-long cache', async () => {
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
      const res = await upload(goodsId, { name: `photo.${format}`, data: await pictureOf(format) }, { alt: `A ${format} photo` });
      expect(res.status, res.text).toBe(200);
      expect(res.body.key).toBe('photoAdded');
      const photo = res.body.data.at(-1)!;
      expect(photo).toMatchObject({ alt: `A ${format} photo`, variant_id: null });
      expect(photo.image).toMatchObject({ width: 640, height: 400, src: mediaPath(photo.image.key, 640, 'webp') });
      await expectServed(photo.image, [320, 640, 1280]);
    }
    const photos = (await t.api<AdminProductPhoto[]>('GET', adminProductPaths.productPhotos(goodsId), { token: catalogue })).body.data;
    expect(photos.map((p) => p.is_main)).toEqual([true, false, false, false]);
  }, 180_000);

  it('never upscales: a small picture keeps its own width as the largest', async () => {
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    const res = await upload(goodsId, { name: 'small.png', data: await pictureOf('png', 500, 250) });
    expect(res.status, res.text).toBe(200);
    const image = res.body.data[0]!.image;
    expect(image).toMatchObject({ width: 500, height: 250 });
    await expectServed(image, [320, 500]);
    expect((await fetchMedia(mediaPath(image.key, 640, 'webp'))).status).toBe(404);
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    // Stored 1600×1000 with orientation 6 (a quarter turn): upright it is 1000 wide, 1600 high.
    const res = await upload(goodsId, { name: 'turned.jpg', data: await pictureOf('jpeg', 1600, 1000, 6) });
    expect(res.status, res.text).toBe(200);
    const image = res.body.data[0]!.image;
    expect(image).toMatchObject({ width: 640, height: 1024 });
  }, 60_000);

  it('refuses what is not a picture we take with a clear message on file, and stores nothing', async () => {
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    const images = await storedImages();
    const files = await storedFiles();
    const jpeg = await pictureOf('jpeg');
    const cases: [{ name: string; data: Buffer | string; type?: string }, string][] = [
      [{ name: 'notes.png', data: 'just some text, renamed', type: 'image/png' }, consoleMessages.photoTypeInvalid],
      [{ name: 'truncated.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg' }, consoleMessages.photoUnreadable],
      [
        {
          name: 'drawing.svg',
          data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          type: 'image/svg+xml',
        },
        consoleMessages.photoTypeInvalid,
      ],
      [
        { name: 'fake.avif', data: Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(64)]) },
        consoleMessages.photoUnreadable,
      ],
    ];
    for (const [file, message] of cases) {
      const res = await upload(goodsId, file);
      expect(res.status, `${file.name}: ${res.text}`).toBe(422);
      expect(errorsOf(res)).toEqual({ file: message });
    }
    const none = await postMultipart(t, adminProductPaths.productPhotos(goodsId), catalogue, { fields: { alt: 'x' } });
    expect(none.status).toBe(422);
    expect(errorsOf(none)).toEqual({ file: consoleMessages.photoRequired });
    const longAlt = await upload(goodsId, { name: 'a.png', data: await pictureOf('png', 400, 200) }, { alt: 'x'.repeat(201) });
    expect(errorsOf(longAlt)).toEqual({ alt: consoleMessages.photoAltTooLong });
    const otherColour = await upload(goodsId, { name: 'a.png', data: await pictureOf('png', 400, 200) }, { variant_id: 1 });
    expect(errorsOf(otherColour)).toEqual({ variant_id: consoleMessages.productColourUnknown });
    expect(await storedImages()).toBe(images);
    expect(await storedFiles()).toBe(files);
    expect((await t.api<AdminProductPhoto[]>('GET', adminProductPaths.productPhotos(goodsId), { token: catalogue })).body.data).toEqual([]);
  });

  it('refuses a 50 MB upload with photoTooLarge (the reader stops at 10 MB), storing nothing', async () => {
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    const images = await storedImages();
    const big = Buffer.alloc(50 * 1024 * 1024);
    (await pictureOf('jpeg', 64, 64)).copy(big);
    const res = await upload(goodsId, { name: 'huge.jpg', data: big, type: 'image/jpeg' });
    expect(res.status, res.text).toBe(422);
    expect(errorsOf(res)).toEqual({ file: consoleMessages.photoTooLarge });
    expect(await storedImages()).toBe(images);
  }, 60_000);

  it('reorders, chooses the main one, edits alt text and colour, deletes; each in the audit log', async () => {
    const { goodsId, variantId } = await testGoods(t, { price: 40, stock: 5 });
    const [second] = await t.db
      .insert(goodsVariants)
      .values({ goodsId, color: 'Tortoise', colorHex: '#8b5a2b', sku: `P-${goodsId}-2`, stockQty: 3 })
      .returning({ id: goodsVariants.id });
    let photos: AdminProductPhoto[] = [];
    for (const [i, variant] of [variantId, second!.id, ''].entries()) {
      const res = await upload(goodsId, { name: `p${i}.png`, data: await pictureOf('png', 700, 350) }, { variant_id: variant, alt: `photo ${i}` });
      expect(res.status, res.text).toBe(200);
      photos = res.body.data;
    }
    const [a, b, c] = photos.map((p) => p.id);
    expect(photos.map((p) => [p.variant_id, p.is_main])).toEqual([
      [variantId, true],
      [second!.id, false],
      [null, false],
    ]);

    const order = await t.api<AdminProductPhoto[]>('POST', adminProductPaths.productPhotoOrder(goodsId), {
      token: catalogue,
      body: { ids: [c, a, b] },
    });
    expect(order.status, order.text).toBe(200);
    expect(order.body.data.map((p) => p.id)).toEqual([c, a, b]);
    for (const ids of [
      [c, a],
      [c, a, a],
      [c, a, b, 999_999],
    ]) {
      const bad = await t.api('POST', adminProductPaths.productPhotoOrder(goodsId), { token: catalogue, body: { ids } });
      expect(bad.status).toBe(422);
      expect(errorsOf(bad)).toEqual({ ids: consoleMessages.photoOrderInvalid });
    }

    const main = await t.api<AdminProductPhoto[]>('PATCH', adminProductPaths.productPhoto(goodsId, b!), {
      token: catalogue,
      body: { is_main: true, alt: 'Tortoise, front', variant_id: null },
    });
    expect(main.status, main.text).toBe(200);
    expect(main.body.data.find((p) => p.id === b)).toMatchObject({ is_main: true, alt: 'Tortoise, front', variant_id: null });
    expect(main.body.data.filter((p) => p.is_main).map((p) => p.id)).toEqual([b]);
    const tooLong = await t.api('PATCH', adminProductPaths.productPhoto(goodsId, b!), { token: catalogue, body: { alt: 'x'.repeat(201) } });
    expect(errorsOf(tooLong)).toEqual({ alt: consoleMessages.photoAltTooLong });

    const images = await storedImages();
    const gone = await t.api<AdminProductPhoto[]>('DELETE', adminProductPaths.productPhoto(goodsId, b!), { token: catalogue });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.data.map((p) => p.id)).toEqual([c, a]);
    // The main one went: the first left became main; its picture and encodings went with it.
    expect(gone.body.data.map((p) => p.is_main)).toEqual([true, false]);
    expect(await storedImages()).toBe(images - 1);
    expect((await fetchMedia(main.body.data.find((p) => p.id === b)!.image.src)).status).toBe(404);
    expect((await t.api('DELETE', adminProductPaths.productPhoto(goodsId, b!), { token: catalogue })).status).toBe(404);

    const audit = (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=product&record_id=${goodsId}`, { token: owner })).body
      .data.items;
    expect(audit.map((e) => e.action).sort()).toEqual(
      ['product.photo.add', 'product.photo.add', 'product.photo.add', 'product.photo.order', 'product.photo.edit', 'product.photo.delete'].sort(),
    );
  }, 60_000);

  it("shows a published product's photos on its page, in lists and in the cart; a product without photos keeps its drawing", async () => {
    const { goodsId, variantId } = await testGoods(t, { price: 40, stock: 5 });
    const plain = await testGoods(t, { price: 41, stock: 5 });
    // Read (and cached) before the photo: the upload must drop the cached reads.
    const before = await t.api<GoodsDetail>('GET', paths.goodsDetail(goodsId));
    expect(before.body.data.photo).toBeUndefined();
    const added = await upload(goodsId, { name: 'front.jpg', data: await pictureOf('jpeg') }, { alt: 'Black frame, front' });
    const image = added.body.data[0]!.image;

    const detail = (await t.api<GoodsDetail>('GET', paths.goodsDetail(goodsId))).body.data;
    expect(detail.img).toBe(image.src);
    expect(detail.photo).toEqual({ ...image, alt: 'Black frame, front' });
    expect(detail.images).toEqual([
      { url: image.src, alt: 'Black frame, front', variant_id: variantId, view: 'front', photo: { ...image, alt: 'Black frame, front' } },
    ]);

    // The newest goods of its category (test goods are in category 2) come first.
    const list = (await t.api<GoodsPage>('POST', paths.goodsList, { form: { category_id: 2, sort: 'newest', page: 1, page_size: 10 } })).body.data;
    expect(list.items.find((c) => c.id === goodsId)?.photo?.srcset_avif).toBe(image.srcset_avif);

    const shopper = await customer(t, 'photo');
    await addLine(t, shopper.token, { goodsId, variantId }, 1);
    await addLine(t, shopper.token, plain, 1);
    const cart = (await t.api<CartLine[]>('GET', paths.getCart, { token: shopper.token })).body.data;
    expect(cart.find((l) => l.goods_id === goodsId)).toMatchObject({ img: image.src, photo: { key: image.key, alt: 'Black frame, front' } });
    const drawn = cart.find((l) => l.goods_id === plain.goodsId)!;
    expect(drawn.photo).toBeUndefined();
    expect(drawn.img).toBe(goodsImageUrl(plain.goodsId, '#111111'));

    const plainDetail = (await t.api<GoodsDetail>('GET', paths.goodsDetail(plain.goodsId))).body.data;
    expect(plainDetail.photo).toBeUndefined();
    expect(plainDetail.img).toBe(goodsImageUrl(plain.goodsId, '#111111'));
    expect(plainDetail.images.map((i) => i.view)).toEqual(['front', 'side']);
  }, 60_000);

  it('POST api/admin/media keeps a storefront picture for any purpose', async () => {
    const res = await postMultipart<ShopImage>(t, adminProductPaths.media, catalogue, {
      fields: { purpose: 'banner' },
      files: [{ name: 'slide.webp', data: await pictureOf('webp', 1400, 600) }],
    });
    expect(res.status, res.text).toBe(200);
    await expectServed(res.body.data, [320, 640, 1280]);
    const bad = await postMultipart(t, adminProductPaths.media, catalogue, {
      fields: { purpose: 'wallpaper' },
      files: [{ name: 'a.png', data: await pictureOf('png', 300, 100) }],
    });
    expect(errorsOf(bad)).toEqual({ purpose: consoleMessages.photoPurposeInvalid });
    expect((await fetchMedia(`/media/${'0'.repeat(32)}/640.webp`)).status).toBe(404);
    expect((await fetchMedia(`/media/${res.body.data.key}/641.webp`)).status).toBe(404);
    expect((await fetchMedia(`/media/${res.body.data.key}/640.png`)).status).toBe(404);
  }, 60_000);

  it('is refused to roles without catalogue.manage', async () => {
    const support = await staffToken(t, 'support');
    const { goodsId } = await testGoods(t, { price: 40, stock: 5 });
    const res = await postMultipart(t, adminProductPaths.productPhotos(goodsId), support, {
      files: [{ name: 'a.png', data: await pictureOf('png', 300, 100) }],
    });
    expect(res.status).toBe(403);
  });
});
