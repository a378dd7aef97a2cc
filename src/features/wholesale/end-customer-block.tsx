import { useCallback, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { OrderDetail, ShipAddress } from '../../../contract/orders';
import { UNSHIPPED_STATUSES, type DropShipment } from '../../../contract/wholesale-services';
import type { DropShippingFormMachine } from '../../../machines/drop-shipping-form.machine';
import { Button } from '../../components/button';
import { Notice } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { Block, Muted } from '../orders/order-parts';
import { EndCustomerForm } from './drop-shipping-form';

interface Props {
  order: OrderDetail;
  /** The end customer's address as the order has it now (the page's address block shows it). */
  address: ShipAddress;
  onChanged(address: ShipAddress): void;
  logic?: DropShippingFormMachine;
}

/**
 * The order page's drop-shipping part (a business buyer's order sent to their customer,
 * `order.drop_shipping`): blind packaging or not, and while the order has not shipped "Change end
 * customer" (the form, then api/orders/updateCustomer). Nothing for any other order.
 */
export function EndCustomerBlock(props: Props) {
  return props.order.drop_shipping ? <Changeable {...props} drop={props.order.drop_shipping} /> : null;
}

function Changeable({ order, drop, address, onChanged, logic }: Props & { drop: NonNullable<OrderDetail['drop_shipping']> }) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [email, setEmail] = useState(drop.email);
  const unshipped = UNSHIPPED_STATUSES.includes(order.status);
  const onSaved = useCallback(
    (d: DropShipment) => {
      setEditing(false);
      setSaved(true);
      setEmail(d.email);
      onChanged(d.customer);
    },
    [onChanged],
  );
  return (
    <Block aria-labelledby="order-drop-ship">
      <h2 id="order-drop-ship">{t('dropShip.orderTitle')}</h2>
      <Muted>{drop.blind_packaging ? t('dropShip.blindYes') : t('dropShip.blindNo')}</Muted>
      {email && <Muted>{email}</Muted>}
      {saved && (
        <Notice role="status" tone="success">
          {message(messages.dropShipSaved)}
        </Notice>
      )}
      {!unshipped && <Muted>{message(messages.orderShipped)}</Muted>}
      {unshipped && !editing && (
        <Button
          tone="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('dropShip.change')}
        </Button>
      )}
      {unshipped && editing && (
        <EndCustomerForm orderId={order.id} customer={address} email={email} onSaved={onSaved} onCancel={() => setEditing(false)} logic={logic} />
      )}
    </Block>
  );
}
