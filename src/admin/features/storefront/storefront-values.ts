import type { StorefrontBlock, StorefrontQuestionnaire, StorefrontSlide } from '../../../../contract/admin-storefront';
import type { BlockInput, PreviewInput, SlideInput } from '../../../../contract/schemas/admin-storefront';
import type { Values } from '../../../../machines/admin/fields';

/**
 * The storefront's forms hold text (the console-form machine's values); these turn a record into
 * a form's values and a form's values into what the server takes, once for Publish and Preview.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local control shows it (the member's own clock); '' for none. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a datetime-local control holds as an ISO instant; null when empty; unreadable text is sent as it is (the server says so). */
export function instantOf(local: string | undefined): string | null {
  const v = (local ?? '').trim();
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

export const blockValues = (b: StorefrontBlock): Values => ({
  id: String(b.id),
  version: b.version,
  title: b.title,
  subtitle: b.subtitle,
  link: b.link,
  is_active: b.is_active ? 'true' : '',
});

/** A slide's values; a new slide of `blockId` has no id nor version. */
export const slideValues = (blockId: number, s?: StorefrontSlide): Values => ({
  block_id: String(blockId),
  id: s ? String(s.id) : '',
  version: s?.version ?? '',
  title: s?.title ?? '',
  subtitle: s?.subtitle ?? '',
  img: s?.img ?? '',
  alt: s?.alt ?? '',
  link: s?.link ?? '',
  starts_at: localInput(s?.starts_at ?? null),
  ends_at: localInput(s?.ends_at ?? null),
});

export const goodsValues = (b: StorefrontBlock): Values => ({ id: String(b.id), version: b.version, goods_ids: b.goods_ids.join(',') });

export const questionnaireValues = (q: StorefrontQuestionnaire): Values => ({
  id: String(q.id),
  version: q.version,
  image_url: q.image_url,
  wap_image_url: q.wap_image_url,
});

/** The chosen products' ids, in order ('' none). */
export const idsOf = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);

export const blockInputOf = (v: Values): BlockInput => ({
  title: (v.title ?? '').trim(),
  subtitle: (v.subtitle ?? '').trim(),
  link: (v.link ?? '').trim(),
  is_active: v.is_active === 'true',
});

export const slideInputOf = (v: Values): SlideInput => ({
  title: (v.title ?? '').trim(),
  subtitle: (v.subtitle ?? '').trim(),
  img: (v.img ?? '').trim(),
  alt: (v.alt ?? '').trim(),
  link: (v.link ?? '').trim(),
  starts_at: instantOf(v.starts_at),
  ends_at: instantOf(v.ends_at),
});

/** The forms that can be previewed, and the draft of each as the preview endpoint takes it. */
export type PreviewedForm = 'storefrontBlock' | 'storefrontSlide' | 'storefrontGoods';

export function previewInputOf(form: PreviewedForm, v: Values): PreviewInput {
  switch (form) {
    case 'storefrontBlock':
      return { block: { ...blockInputOf(v), id: Number(v.id) } };
    case 'storefrontSlide':
      return { slide: { ...slideInputOf(v), id: v.id ? Number(v.id) : null, block_id: Number(v.block_id) } };
    case 'storefrontGoods':
      return { goods: { block_id: Number(v.id), goods_ids: idsOf(v.goods_ids) } };
  }
}

/** The ids in order with `id` moved one place (-1 earlier, +1 later); the same order at either end. */
export function movedOrder(ids: readonly number[], id: number, by: number): number[] {
  const out = [...ids];
  const at = out.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= out.length) return out;
  [out[at], out[to]] = [out[to]!, out[at]!];
  return out;
}
