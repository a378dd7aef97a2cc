import { useMemo } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin';
import type { OrderAction } from '../../../../machines/admin/order-action.machine';
import type { Permission, StaffSelf } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { memberCan } from '../../app/session/staff-session.view';
import { Panel } from '../../app/shell/page-parts';
import { orderActionLogic } from './order-action.actors';
import { OrderActionPanel } from './order-action-panel';

/** What each action needs of the member's role (contract/staff.ts; the server checks it again). */
export const ACTION_PERMISSION: Record<OrderAction, Permission> = {
  processing: 'orders.fulfil',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  cancel: 'orders.fulfil',
  refund: 'orders.refund',
  price_difference: 'orders.fulfil',
};
const ORDER: OrderAction[] = ['processing', 'ship', 'deliver', 'refund', 'price_difference', 'cancel'];

/** The actions the order's state allows now and the member's role may make, in a fixed order. */
export function actionsFor(order: Pick<AdminOrderDetail, 'actions'>, member: StaffSelf | null): OrderAction[] {
  return ORDER.filter((a) => order.actions.includes(a) && memberCan(member, ACTION_PERMISSION[a]));
}

/** The actions the member's role may make on orders at all, in a fixed order. */
export function permittedActions(member: StaffSelf | null): OrderAction[] {
  return ORDER.filter((a) => memberCan(member, ACTION_PERMISSION[a]));
}

/**
 * The order's action buttons and their forms. Each action the role may make keeps its flow
 * mounted, its button shown while the order allows it: an action just done still says so after
 * the order is loaded again without it. A role that may make none sees no Actions at all.
 */
export function OrderActions({ order, member, reload }: { order: AdminOrderDetail; member: StaffSelf | null; reload: () => void }) {
  const { t } = useTranslation();
  const logic = useMemo(() => orderActionLogic(reload), [reload]);
  const permitted = permittedActions(member);
  if (permitted.length === 0) return null;
  const allowed = actionsFor(order, member);
  return (
    <Panel aria-labelledby="order-actions">
      <h2 id="order-actions">{t('order.actions')}</h2>
      {allowed.length === 0 && <p>{t('order.noActions')}</p>}
      <Row>
        {permitted.map((a) => (
          <OrderActionPanel
            key={a}
            logic={logic}
            action={a}
            allowed={allowed.includes(a)}
            orderId={order.id}
            version={order.version}
            refundable={order.refundable}
          />
        ))}
      </Row>
    </Panel>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'flex-start' });
