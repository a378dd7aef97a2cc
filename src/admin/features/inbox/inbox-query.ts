import { ADMIN_LIMITS, INBOX_KINDS, INBOX_STATUSES, type AdminInboxQuery, type InboxKind, type InboxStatus } from '../../../../contract/admin';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** `me`, `none` (nobody's) or a member's id. */
const ASSIGNEE = /^(me|none|[1-9][0-9]{0,9})$/;

/**
 * The inbox's filters as they live in the console's address (`/admin/inbox?status=new&assignee=me`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function inboxQueryOf(search: string): AdminInboxQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const assignee = p.get('assignee')?.trim() ?? '';
  return withoutEmpty<AdminInboxQuery>({
    status: oneOf<InboxStatus>(INBOX_STATUSES, p.get('status')),
    kind: oneOf<InboxKind>(INBOX_KINDS, p.get('kind')),
    assignee: ASSIGNEE.test(assignee) ? assignee : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export function inboxSearchOf(query: AdminInboxQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(withoutEmpty(query))) p.set(k, String(v));
  return p.toString();
}

/** The query the server is asked (the page size is the console's). */
export function inboxRequestOf(query: AdminInboxQuery): AdminInboxQuery {
  return { ...query, page: query.page ?? 1, page_size: ADMIN_LIMITS.pageSizeDefault };
}

function withoutEmpty<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}
