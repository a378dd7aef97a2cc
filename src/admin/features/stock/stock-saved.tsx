import type { AdminStockChange } from '../../../../contract/admin-products';
import { said, type Message } from '../../../../contract/messages';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { Note } from '../../app/shell/page-parts';

/**
 * What a saved change did, when it did more than change the stock: received frames that served
 * the colour's pre-orders first (how many, the frames they took, those held for the next one, and
 * what reached the stock). Null for a plain change.
 */
export function stockSavedMessage(change: AdminStockChange): Message | null {
  const p = change.pre_orders;
  if (!p) return null;
  return said('stockPreOrdersServed', {
    served: String(p.served.length),
    frames: String(p.frames),
    held: String(p.held),
    to_stock: String(Math.max(0, change.delta)),
  });
}

/** The stock panel's note once a change is saved, said to assistive tech (role=status). */
export function StockSaved({ change }: { change: AdminStockChange }) {
  const { t } = useTranslation();
  const say = useMessage();
  const message = stockSavedMessage(change);
  return (
    <Note tone="success" role="status">
      {message ? say(message) : t('stock.saved')}
    </Note>
  );
}
