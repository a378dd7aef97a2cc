import { sql, type SQL } from 'drizzle-orm';
import type { InboxKind, InboxStatus } from '../../../contract/admin';

/**
 * Where each kind of inbox message lives, as one SELECT per kind giving the same columns: kind, id
 * (the source row's), created_at, name, email, subject, message, customer_id, and the status the
 * message has before staff touched it (`base_status`: a contact or lens enquiry the CLI answered is
 * answered; an arrival or stock request whose mail went out is answered; anything else is new).
 * The inbox's list is their UNION ALL (only the kinds asked for), its detail one kind's SELECT.
 */
const ARMS: Record<InboxKind, SQL> = {
  contact: inquiryArm('contact'),
  lens: inquiryArm('lens'),
  odm: sql`select 'odm'::text as kind, r.id, r.created_at, r.name::text as name, r.email::text as email,
      upper(r.kind) || ' request: ' || r.quantity || ' frames' || case when r.company <> '' then ' for ' || r.company else '' end as subject,
      r.message, r.user_id as customer_id, 'new'::text as base_status
    from odm_requests r`,
  drop_shipping: sql`select 'drop_shipping'::text as kind, d.id, d.created_at, trim(u.firstname || ' ' || u.lastname) as name, u.email::text as email,
      'Drop shipping of order ' || o.order_no as subject,
      'Send to ' || trim(coalesce(d.customer->>'firstname', '') || ' ' || coalesce(d.customer->>'lastname', '')) || ', ' ||
        coalesce(d.customer->>'city', '') || ', ' || coalesce(d.customer->>'country', '') ||
        case when d.blind_packaging then ' (blind packaging)' else '' end as message,
      d.user_id as customer_id, 'new'::text as base_status
    from drop_shipments d join users u on u.id = d.user_id join orders o on o.id = d.order_id`,
  arrival: sql`select 'arrival'::text as kind, a.id, a.created_at, ''::text as name, a.email::text as email,
      'Tell me when the collection ' || a.collection || ' arrives' as subject, ''::text as message,
      null::integer as customer_id, case when a.notified_at is null then 'new' else 'answered' end as base_status
    from arrival_notifications a`,
  stock: sql`select 'stock'::text as kind, s.id, s.created_at, ''::text as name, s.email::text as email,
      'Tell me when ' || g.name || ' in ' || v.color || ' is back' as subject, ''::text as message,
      null::integer as customer_id, case when s.notified_at is null then 'new' else 'answered' end as base_status
    from stock_notifications s join goods g on g.id = s.goods_id join goods_variants v on v.id = s.variant_id`,
};

function inquiryArm(kind: 'contact' | 'lens'): SQL {
  return sql`select ${kind}::text as kind, i.id, i.created_at, i.name::text as name, i.email::text as email, i.subject::text as subject,
      i.message, i.user_id as customer_id, case when i.status = 'answered' then 'answered' else 'new' end as base_status
    from inquiries i where i.kind = ${kind}`;
}

/** One kind's rows, or only the row `id` of it. */
export function sourceOf(kind: InboxKind, id?: number): SQL {
  if (id === undefined) return ARMS[kind];
  const alias = { contact: 'i', lens: 'i', odm: 'r', drop_shipping: 'd', arrival: 'a', stock: 's' }[kind];
  const where = kind === 'contact' || kind === 'lens' ? sql` and ` : sql` where `;
  return sql`${ARMS[kind]}${where}${sql.raw(alias)}.id = ${id}`;
}

/** The messages of these kinds, one relation (`src`). */
export function sourcesOf(kinds: readonly InboxKind[]): SQL {
  return sql.join(
    kinds.map((k) => sql`(${ARMS[k]})`),
    sql` union all `,
  );
}

/** A message's row as the SQL of the list and the detail answers it. */
export interface SourceRow {
  kind: InboxKind;
  id: number;
  created_at: Date | string;
  name: string;
  email: string;
  subject: string;
  message: string;
  customer_id: number | null;
  status: InboxStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
}
