import {
  adminContentPaths,
  type AdminContent,
  type AdminContentRow,
  type ContentPicture,
  type ContentStatus,
  type ContentType,
} from '../../../../contract/admin-content';
import { adminHttp } from '../../app/admin-http';

export interface ContentListQuery {
  type?: ContentType;
  status?: ContentStatus;
  q?: string;
}

/** The pages' and posts' endpoints of the console (contract/admin-content.ts). */
export const contentApi = {
  list: (query: ContentListQuery, signal?: AbortSignal) =>
    adminHttp<AdminContentRow[]>('get', adminContentPaths.list, { query: { ...query }, signal }),
  one: (type: ContentType, id: number, signal?: AbortSignal) => adminHttp<AdminContent>('get', adminContentPaths.item(type, id), { signal }),
  create: (type: ContentType, body: object) => adminHttp<AdminContent>('post', adminContentPaths.create(type), { json: body }),
  save: (type: ContentType, id: number, body: object) => adminHttp<AdminContent>('put', adminContentPaths.item(type, id), { json: body }),
  publish: (type: ContentType, id: number, version: number, publish_at: string | null) =>
    adminHttp<AdminContent>('post', adminContentPaths.publish(type, id), { json: { version, publish_at } }),
  unpublish: (type: ContentType, id: number, version: number) =>
    adminHttp<AdminContent>('post', adminContentPaths.unpublish(type, id), { json: { version } }),
  remove: (type: ContentType, id: number, version: number) => adminHttp<null>('delete', adminContentPaths.item(type, id), { query: { version } }),
  preview: (markdown: string) => adminHttp<{ html: string }>('post', adminContentPaths.preview, { json: { markdown } }),
  picture: (file: File, alt: string) => {
    const body = new FormData();
    body.append('alt', alt);
    body.append('file', file, file.name);
    return adminHttp<ContentPicture>('post', adminContentPaths.pictures, { multipart: body });
  },
};
