import {
  adminInboxPaths,
  type AdminInboxAssignee,
  type AdminInboxItem,
  type AdminInboxPage,
  type AdminInboxQuery,
  type InboxKind,
  type InboxStatus,
} from '../../../../contract/admin';
import { adminHttp } from '../../app/admin-http';

/** The inbox's endpoints of the console (contract/admin.ts adminInboxPaths). */
export const inboxApi = {
  list: (query: AdminInboxQuery, signal?: AbortSignal) => adminHttp<AdminInboxPage>('get', adminInboxPaths.inbox, { query: { ...query }, signal }),
  assignees: (signal?: AbortSignal) => adminHttp<AdminInboxAssignee[]>('get', adminInboxPaths.inboxAssignees, { signal }),
  item: (kind: InboxKind, id: number, signal?: AbortSignal) => adminHttp<AdminInboxItem>('get', adminInboxPaths.inboxItem(kind, id), { signal }),
  reply: (kind: InboxKind, id: number, body: { text: string; close: boolean }) =>
    adminHttp<AdminInboxItem>('post', adminInboxPaths.inboxReply(kind, id), { json: body }),
  setState: (kind: InboxKind, id: number, body: { status?: InboxStatus; assignee_id?: number | null }) =>
    adminHttp<AdminInboxItem>('post', adminInboxPaths.inboxState(kind, id), { json: body }),
  /** An attachment's file: fetched with the staff token, as a file to save. */
  attachment: (kind: InboxKind, id: number, uploadId: number) =>
    adminHttp<Blob>('get', adminInboxPaths.inboxAttachment(kind, id, uploadId), { blob: true }),
};
