import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { OrderAction, orderActionMachine } from '../../../../machines/admin/order-action.machine';
import { Button } from '../../../components/button';
import { TextArea, TextField } from '../../../components/text-field';
import { US_DOLLARS } from '../../../../contract/money-format';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note } from '../../app/shell/page-parts';
import { useFieldError } from '../forms/use-field-error';
import { useOrderMoney } from './order-format';
import { orderActionView } from './order-action.view';

/** The words of each action's button (issue 24: Ship, Mark delivered, Cancel order, Refund). */
export const ACTION_LABEL: Record<OrderAction, string> = {
  processing: 'actions.processing',
  ship: 'actions.ship',
  deliver: 'actions.deliver',
  cancel: 'actions.cancel',
  refund: 'actions.refund',
  price_difference: 'actions.priceDifference',
};

const FIELD_LABEL: Record<string, string> = {
  carrier: 'fields.carrier',
  tracking_no: 'fields.trackingNo',
  reason: 'fields.reason',
  amount: 'fields.amount',
};

/**
 * One action on the order: its button; opened, its form (fields, the server's refusal, a 409's
 * "the order changed" with Reload), busy while sent; done, a note. The machine is
 * machines/admin/order-action.machine.ts.
 */
export function OrderActionPanel({
  logic,
  action,
  allowed,
  orderId,
  version,
  refundable,
}: {
  logic: typeof orderActionMachine;
  action: OrderAction;
  /** Whether the order's state allows it now (its button shows only then). */
  allowed: boolean;
  orderId: number;
  version: number;
  refundable: number;
}) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, { input: { action, orderId, version, refundable } });
  const view = useSelector(actor, orderActionView, shallowEqual);
  const fieldError = useFieldError();
  const say = useMessage();
  const money = useOrderMoney();
  useEffect(() => actor.send({ type: 'action.order', version, refundable }), [actor, version, refundable]);
  const label = t(ACTION_LABEL[action]);
  if (!view.open) {
    return (
      <>
        {allowed && (
          <Button tone={action === 'cancel' ? 'danger' : 'secondary'} onClick={() => actor.send({ type: 'action.open' })}>
            {label}
          </Button>
        )}
        {view.done && (
          <Note tone="success" role="status" css={{ flexBasis: '100%', margin: 0 }}>
            {t(`actions.done.${action}`)}
          </Note>
        )}
      </>
    );
  }
  return (
    <Form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'action.submit' });
      }}
    >
      <h3>{label}</h3>
      {view.fields.length === 0 && <p>{t(`actions.confirm.${action}`)}</p>}
      {view.fields.map((name) => {
        const props = {
          key: name,
          label: t(FIELD_LABEL[name] ?? name),
          name,
          value: view.values[name] ?? '',
          error: fieldError(view.errors[name]),
          disabled: view.conflict,
        };
        if (name === 'reason')
          return <TextArea {...props} rows={2} onChange={(e) => actor.send({ type: 'action.field', name, value: e.target.value })} />;
        return (
          <TextField
            {...props}
            inputMode={name === 'amount' ? 'decimal' : undefined}
            placeholder={action === 'refund' && name === 'amount' ? String(view.refundable) : undefined}
            onChange={(e) => actor.send({ type: 'action.field', name, value: e.target.value })}
          />
        );
      })}
      {action === 'refund' && <p className="hint">{t('actions.refundHint', { amount: money(view.refundable, US_DOLLARS) })}</p>}
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}
        </Note>
      )}
      {view.conflict && !view.refusal && (
        <Note tone="danger" role="alert">
          {t('actions.conflict')}
        </Note>
      )}
      <div className="buttons">
        {view.conflict ? (
          <Button onClick={() => actor.send({ type: 'action.reload' })}>{t('actions.reload')}</Button>
        ) : (
          <Button type="submit" tone={action === 'cancel' ? 'danger' : 'primary'} loading={view.busy}>
            {label}
          </Button>
        )}
        <Button tone="ghost" disabled={view.busy} onClick={() => actor.send({ type: 'action.cancel' })}>
          {t('actions.close')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled('form', {
  flexBasis: '100%',
  padding: '$4',
  border: '1px solid $line',
  borderRadius: '$lg',
  backgroundColor: '$canvas',
  '& h3': { margin: '0 0 $3', fontSize: '$md' },
  '& .hint': { margin: '0 0 $3', fontSize: '$sm', color: '$inkSoft' },
  '& .buttons': { display: 'flex', gap: '$2' },
});
