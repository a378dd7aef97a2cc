import { useMemo } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin';
import { ADMIN_LIMITS } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { Panel } from '../../app/shell/page-parts';
import { ConsoleForm } from '../forms/console-form';
import { noteFormLogic } from './note-form.actors';

/** Staff notes on the order, and the form that adds one. */
/** Adding a note needs orders.fulfil (the server's rule); reading them, the page's orders.read. */
export function OrderNotes({ order, reload, canWrite }: { order: AdminOrderDetail; reload: () => void; canWrite: boolean }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const logic = useMemo(() => noteFormLogic(reload), [reload]);
  return (
    <Panel aria-labelledby="order-notes">
      <h2 id="order-notes">{t('order.notes')}</h2>
      {order.notes.length === 0 ? (
        <p>{t('order.noNotes')}</p>
      ) : (
        <ul className="plain">
          {order.notes.map((n) => (
            <li key={n.id}>
              <small>
                {n.author} · {date(n.at, 'medium+time')}
              </small>
              <p style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <ConsoleForm
          logic={logic}
          input={{ form: 'note', values: { order_id: String(order.id) } }}
          name={t('order.addNote')}
          submit={t('order.addNote')}
          tone="secondary"
          fields={[{ name: 'text', label: t('fields.note', { max: ADMIN_LIMITS.noteMax }), type: 'textarea' }]}
        />
      )}
    </Panel>
  );
}
