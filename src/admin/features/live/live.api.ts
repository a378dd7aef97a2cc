import { adminLivePaths, type AdminLiveRoom, type AdminLiveRoomDetail, type LiveRoomFigures } from '../../../../contract/admin-live';
import type { ShopImage } from '../../../../contract/admin-products';
import type { StorefrontGoods } from '../../../../contract/admin-storefront';
import { paths } from '../../../../contract/endpoints';
import type { LiveState } from '../../../../contract/live';
import type { LiveRoomInput } from '../../../../contract/schemas/admin-live';
import { adminHttp } from '../../app/admin-http';

/** The console's live rooms (contract/admin-live.ts adminLivePaths) and the moves of a show (api/admin/live/{room_href}). */
export const liveApi = {
  rooms: (state?: LiveState, signal?: AbortSignal) =>
    adminHttp<AdminLiveRoom[]>('get', adminLivePaths.rooms, { query: state ? { state } : {}, signal }),
  room: (href: string, signal?: AbortSignal) => adminHttp<AdminLiveRoomDetail>('get', adminLivePaths.room(href), { signal }),
  schedule: (body: LiveRoomInput) => adminHttp<AdminLiveRoomDetail>('post', adminLivePaths.rooms, { json: body }),
  edit: (href: string, body: LiveRoomInput) => adminHttp<AdminLiveRoomDetail>('put', adminLivePaths.room(href), { json: body }),
  figures: (href: string, signal?: AbortSignal) => adminHttp<LiveRoomFigures>('get', adminLivePaths.figures(href), { signal }),
  searchGoods: (q: string, signal?: AbortSignal) => adminHttp<StorefrontGoods[]>('get', adminLivePaths.goods, { query: { q }, signal }),
  /** POST multipart `file`: the cover's sizes; its `key` goes in the schedule. */
  cover: (file: Blob, name: string) => {
    const body = new FormData();
    body.append('file', file, name);
    return adminHttp<ShopImage>('post', adminLivePaths.cover, { multipart: body });
  },
  /** One move of the show (start, end, pin, unpin, price, stock, delete-comment, mute): what changed, as broadcast. */
  move: (href: string, move: Record<string, unknown>) => adminHttp<unknown>('post', paths.adminLive(href), { json: move }),
};
