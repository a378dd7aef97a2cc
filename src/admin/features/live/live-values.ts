import type { AdminLiveRoomDetail } from '../../../../contract/admin-live';
import type { Values } from '../../../../machines/admin/fields';
import type { LiveRoomInput } from '../../../../contract/schemas/admin-live';

/** An instant as the datetime-local control shows it, in the member's own time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The schedule form's values of a room (none: a new one). */
export function roomValuesOf(detail?: AdminLiveRoomDetail): Values {
  if (!detail) return { href: '', title: '', starts_at: '', cover_key: '', cover_src: '', goods_ids: '' };
  return {
    href: detail.room.room_href,
    title: detail.room.title,
    starts_at: localInput(detail.room.starts_at),
    cover_key: detail.room.cover?.key ?? '',
    cover_src: detail.room.cover?.src ?? '',
    goods_ids: detail.goods.map((g) => g.id).join(','),
  };
}

/** What the form sends: the local time as an instant, the chosen products' ids in order. */
export function roomInputOf(v: Values): LiveRoomInput {
  const local = (v.starts_at ?? '').trim();
  const at = local ? new Date(local) : null;
  return {
    title: (v.title ?? '').trim(),
    starts_at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : local,
    cover_key: v.cover_key?.trim() || null,
    goods_ids: (v.goods_ids ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  };
}
