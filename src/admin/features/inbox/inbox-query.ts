import { INBOX_KINDS, INBOX_STATUSES, type AdminInboxQuery } from '../../../../contract/admin';
import * as list from '../../components/url-query';

/** `me`, `none` (nobody's) or a member's id. */
const ASSIGNEE = /^(me|none|[1-9][0-9]{0,9})$/;

/**
 * The inbox's filters as they live in the console's address (`/admin/inbox?status=new&assignee=me`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function inboxQueryOf(search: string): AdminInboxQuery {
  const p = new URLSearchParams(search);
  const assignee = p.get('assignee')?.trim() ?? '';
  return list.withoutEmpty<AdminInboxQuery>({
    status: list.oneOf(INBOX_STATUSES, p.get('status')),
    kind: list.oneOf(INBOX_KINDS, p.get('kind')),
    assignee: ASSIGNEE.test(assignee) ? assignee : undefined,
    page: list.pageParam(p),
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export const inboxSearchOf = (query: AdminInboxQuery): string => list.searchOf(query);

/** The query the server is asked (the page size is the console's). */
export const inboxRequestOf = (query: AdminInboxQuery): AdminInboxQuery => list.requestOf(query);
