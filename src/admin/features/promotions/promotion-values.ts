import type { AdminCoupon, AdminCurrency, AdminSale } from '../../../../contract/admin-promotions';
import type { Values } from '../../../../machines/admin/fields';

/**
 * Between the console's promotion forms (every field a string, dates as `datetime-local` in the
 * member's own time) and the bodies api/admin/coupons, sales and currencies take (numbers,
 * booleans, ISO instants). What does not read as a number or a date is sent as typed, so the
 * server's message (contract/schemas/admin-promotions.ts) names the field.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the member's time zone: `2026-12-07T14:30`. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the member's time) as an ISO instant; as typed when it is not one. */
export function instantOf(local: string): string {
  const v = local.trim();
  const d = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? new Date(v) : new Date(Number.NaN);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** A number as typed: the number, or the text when it is not one (the server says why). */
export function numberOf(v: string | undefined): number | string {
  const s = (v ?? '').trim();
  return s !== '' && Number.isFinite(Number(s)) ? Number(s) : s;
}

const flag = (v: string | undefined) => v === 'true';
const checked = (b: boolean) => (b ? 'true' : '');

/** A new coupon's form: claimable, live from now for 30 days, no limit. */
export function newCouponValues(now = new Date()): Values {
  return {
    title: '',
    code: '',
    discount_type: 'amount',
    discount_value: '',
    min_amount: '0',
    valid_from: localDateTime(now.toISOString()),
    valid_to: localDateTime(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    claimable: 'true',
    quantity: '',
    offered: '',
    offer_sort: '0',
    active: 'true',
  };
}

/** A coupon's form as it is saved now (its id and version travel with it). */
export function couponValuesOf(c: AdminCoupon): Values {
  return {
    id: String(c.id),
    version: String(c.version),
    title: c.title,
    code: c.code,
    discount_type: c.discount_type,
    discount_value: String(c.discount_value),
    min_amount: String(c.min_amount),
    valid_from: localDateTime(c.valid_from),
    valid_to: localDateTime(c.valid_to),
    claimable: checked(c.claimable),
    quantity: c.quantity == null ? '' : String(c.quantity),
    offered: checked(c.offered),
    offer_sort: String(c.offer_sort),
    active: checked(c.active),
  };
}

/** The body of POST api/admin/coupons (and, with `version`, PUT api/admin/coupons/{id}). */
export function couponBodyOf(v: Values) {
  const quantity = (v.quantity ?? '').trim();
  return {
    title: (v.title ?? '').trim(),
    code: (v.code ?? '').trim(),
    discount_type: v.discount_type ?? '',
    discount_value: numberOf(v.discount_value),
    min_amount: (v.min_amount ?? '').trim() === '' ? 0 : numberOf(v.min_amount),
    valid_from: instantOf(v.valid_from ?? ''),
    valid_to: instantOf(v.valid_to ?? ''),
    claimable: flag(v.claimable),
    quantity: quantity === '' ? null : numberOf(quantity),
    offered: flag(v.offered),
    offer_sort: (v.offer_sort ?? '').trim() === '' ? 0 : numberOf(v.offer_sort),
    active: flag(v.active),
    ...(v.version ? { version: Number(v.version) } : {}),
  };
}

/** A new sale's form: from now for 7 days, no category yet. */
export function newSaleValues(now = new Date()): Values {
  return {
    title: '',
    subtitle: '',
    banner_img: '',
    banner_alt: '',
    starts_at: localDateTime(now.toISOString()),
    ends_at: localDateTime(new Date(now.getTime() + 7 * 86_400_000).toISOString()),
    active: 'true',
    category_ids: '',
  };
}

export function saleValuesOf(s: AdminSale): Values {
  return {
    id: String(s.id),
    version: s.version,
    title: s.title,
    subtitle: s.subtitle,
    banner_img: s.banner_img,
    banner_alt: s.banner_alt,
    starts_at: localDateTime(s.starts_at),
    ends_at: localDateTime(s.ends_at),
    active: checked(s.active),
    category_ids: s.categories.map((c) => c.id).join(','),
  };
}

/** The body of POST api/admin/sales (and, with `version`, PUT api/admin/sales/{id}). */
export function saleBodyOf(v: Values) {
  return {
    title: (v.title ?? '').trim(),
    subtitle: (v.subtitle ?? '').trim(),
    banner_img: (v.banner_img ?? '').trim(),
    banner_alt: (v.banner_alt ?? '').trim(),
    starts_at: instantOf(v.starts_at ?? ''),
    ends_at: instantOf(v.ends_at ?? ''),
    active: flag(v.active),
    category_ids: (v.category_ids ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => Number(id)),
    ...(v.version ? { version: v.version } : {}),
  };
}

/** One currency's row form: its rate and whether it is (or becomes) the default; the list's version and default travel with it. */
export function currencyValuesOf(c: AdminCurrency, version: string, defaultId: number): Values {
  return { id: String(c.id), version, default_id: String(defaultId), exchange_rate: String(c.exchange_rate), is_default: checked(c.is_default) };
}

/** The body of PUT api/admin/currencies for one row: its rate, and the default (this one when ticked, else the one there was). */
export function currencyBodyOf(v: Values) {
  const id = Number(v.id);
  return {
    version: v.version ?? '',
    default_id: flag(v.is_default) ? id : Number(v.default_id),
    rates: [{ id, exchange_rate: numberOf(v.exchange_rate) }],
  };
}
