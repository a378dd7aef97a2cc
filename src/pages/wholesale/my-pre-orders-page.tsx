import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../../contract/messages';
import { PRE_ORDER_MAX_QTY, type IncomingFrame, type PreOrder } from '../../../contract/wholesale-services';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from '../../features/wholesale/wholesale-services.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { CentredState, LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { schemaFormView } from '../../components/schema-form.view';
import { Field, Label, Message, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { useOrderDate } from '../../features/orders/order-parts';
import { BusinessGate } from '../../features/wholesale/business-gate';
import { preOrderFormLogic } from '../../features/wholesale/pre-order-form.actors';
import { failureMessage } from '../../../contract/codes';

type Logic = typeof schemaFormMachine;

const Card = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $line',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
});
const Select = styled('select', {
  minHeight: 44,
  padding: '0 $3',
  borderRadius: '$md',
  border: '1px solid $lineStrong',
  fontSize: '$md',
  backgroundColor: '$surface',
  color: '$ink',
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: '$1 $3',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  fontSize: '$sm',
  '& img': { width: 64, height: 32, objectFit: 'contain', gridRow: 'span 3' },
  '& .muted': { color: '$inkSoft' },
  '& a': { color: '$brand', fontWeight: 600 },
});

/** The form: a colour on its way and how many (schema-form 'preOrder'); sent, the list loads again. */
function PreOrderForm({ frames, logic, onSaved }: { frames: IncomingFrame[]; logic: Logic; onSaved(): void }) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const date = useOrderDate();
  const actor = useActorRef(logic, {
    input: { form: 'preOrder', values: { variant_id: String(frames[0]?.variant_id ?? ''), qty: String(Math.max(1, frames[0]?.moq ?? 0)) } },
  });
  const { send } = actor;
  const { errors, error, values, saved, busy } = useSelector(actor, schemaFormView, shallowEqual);
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  const chosen = frames.find((f) => String(f.variant_id) === values.variant_id);
  return (
    <Card aria-labelledby="pre-order-form-title">
      <h2 id="pre-order-form-title">{t('preOrders.formTitle')}</h2>
      <form
        noValidate
        aria-labelledby="pre-order-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        {saved && (
          <Notice role="status" tone="success">
            {message(messages.preOrderSaved)}
          </Notice>
        )}
        {error != null && (
          <Notice role="alert" tone="danger">
            {message(failureMessage(error))}
          </Notice>
        )}
        <Field>
          <Label htmlFor="pre-order-frame">{t('preOrders.frame')}</Label>
          <Select
            id="pre-order-frame"
            value={values.variant_id}
            disabled={busy}
            onChange={(e) => {
              // Another frame: its quantity starts at its minimum.
              const next = frames.find((f) => String(f.variant_id) === e.target.value);
              send({ type: 'form.field', name: 'variant_id', value: e.target.value });
              send({ type: 'form.field', name: 'qty', value: String(Math.max(1, next?.moq ?? 0)) });
            }}
          >
            {frames.map((f) => (
              <option key={f.variant_id} value={f.variant_id}>{`${f.name} — ${f.color}`}</option>
            ))}
          </Select>
          {chosen && (
            <p>
              {t('preOrders.expected', { date: date(chosen.expected_date) })} · {t('preOrders.available', { count: chosen.available })}
              {chosen.moq > 0 && <> · {t('preOrders.minimum', { count: chosen.moq })}</>}
            </p>
          )}
          {errors.variant_id && <Message role="alert">{message(errors.variant_id)}</Message>}
        </Field>
        <TextField
          label={t('preOrders.qty')}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={PRE_ORDER_MAX_QTY}
          value={values.qty ?? ''}
          readOnly={busy}
          error={message(errors.qty) || undefined}
          onChange={(e) => send({ type: 'form.field', name: 'qty', value: e.target.value })}
        />
        <Button type="submit" block loading={busy}>
          {t('preOrders.submit')}
        </Button>
      </form>
    </Card>
  );
}

function PreOrderRow({ p, onChanged }: { p: PreOrder; onChanged(): void }) {
  const { t } = useTranslation('services');
  const date = useOrderDate();
  const [, navigate] = useLocation();
  const [paying, setPaying] = useState(false);
  // Pay: the order of the reserved frames is made (or found again), then the order's own payment page.
  const pay = () => {
    setPaying(true);
    servicesApi.payPreOrder(p.id).then(
      (placed) => navigate(routes.payOrder(placed.order_id)),
      () => {
        setPaying(false);
        onChanged();
      },
    );
  };
  return (
    <Row>
      <img src={p.img} alt="" />
      <strong>{t('preOrders.line', { qty: p.qty, name: p.name, color: p.color })}</strong>
      <span className="muted">
        {t(`preOrders.status.${p.status}`)} · {t('preOrders.expected', { date: date(p.expected_date) })}
      </span>
      <span>
        {p.can_cancel && (
          <Button tone="secondary" onClick={() => servicesApi.cancelPreOrder(p.id).then(onChanged, () => undefined)}>
            {t('preOrders.cancel')}
          </Button>
        )}
        {p.can_pay && (
          <Button loading={paying} aria-label={t('preOrders.payFor', { name: p.name, color: p.color })} onClick={pay}>
            {t('preOrders.pay')}
          </Button>
        )}
        {p.order_id != null && <Link href={routes.orderDetail(p.order_id)}>{t('preOrders.order')}</Link>}
      </span>
    </Row>
  );
}

/** The form and the customer's pre-orders (a business buyer's). */
function PreOrders({ logic }: { logic: Logic }) {
  const { t } = useTranslation('services');
  const incoming = useLoad<IncomingFrame[]>('incoming', (signal) => servicesApi.incoming(signal));
  const list = useLoad<PreOrder[]>('pre-orders', (signal) => servicesApi.preOrders(signal));
  const reload = list.retry;
  return (
    <>
      <LoadStates loaded={incoming} loading={t('preOrders.loading')} failed={t('preOrders.failed')} />
      {incoming.status === 'ready' &&
        (incoming.data.length ? (
          <PreOrderForm frames={incoming.data} logic={logic} onSaved={reload} />
        ) : (
          <CentredState>
            <p>{t('preOrders.noneComing')}</p>
          </CentredState>
        ))}
      <h2>{t('preOrders.listTitle')}</h2>
      <LoadStates loaded={list} loading={t('preOrders.loading')} failed={t('preOrders.failed')} />
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <CentredState>
            <p>{t('preOrders.empty')}</p>
          </CentredState>
        ) : (
          <List aria-label={t('preOrders.listTitle')}>
            {list.data.map((p) => (
              <PreOrderRow key={p.id} p={p} onChanged={reload} />
            ))}
          </List>
        ))}
    </>
  );
}

/** /account/my-pre-orders: pre-order frames on their way, and the customer's pre-orders (cancel until they arrive); business buyers only. */
export default function MyPreOrdersPage({ logic = preOrderFormLogic }: { logic?: Logic }) {
  const { t } = useTranslation('services');
  return (
    <PageColumn aria-labelledby="pre-orders-title">
      <h1 id="pre-orders-title">{t('preOrders.title')}</h1>
      <p>{t('preOrders.intro')}</p>
      <BusinessGate from={routes.myPreOrders}>
        <PreOrders logic={logic} />
      </BusinessGate>
    </PageColumn>
  );
}
