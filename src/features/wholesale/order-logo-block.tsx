import { useEffect, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { OrderDetail } from '../../../contract/orders';
import {
  LOGO_MIN_QTY,
  LOGO_PLACEMENTS,
  UNSHIPPED_STATUSES,
  type CustomerLogo,
  type LogoPlacement,
  type OrderLogoView,
} from '../../../contract/wholesale-services';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from './wholesale-services.api';
import { useIsBusinessBuyer } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { LoadStates, Notice } from '../../components/page-parts';
import { schemaFormView } from '../../components/schema-form.view';
import { Field, Label, Message, Select, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { Block, Muted } from '../orders/order-parts';
import { LogoPreview } from './logo-preview';
import { customLogoFor } from './logo-for-order';
import { orderLogoFormLogic } from './order-logo-form.actors';
import { failureMessage } from '../../../contract/codes';

type Logic = typeof schemaFormMachine;

/**
 * The order page's custom logo (business buyers): the logo the order's frames are printed with
 * (`order.logo`), and while the order has not shipped the buyer's logos to print, the one they chose
 * "for the next order" (/custom-logo) first, on how many frames (at least LOGO_MIN_QTY, at most the
 * order's) and where: POST api/orders/createLogo. An order of fewer frames than the minimum is told so.
 */
export function OrderLogoBlock({ order, logic = orderLogoFormLogic }: { order: OrderDetail; logic?: Logic }) {
  const business = useIsBusinessBuyer();
  const unshipped = UNSHIPPED_STATUSES.includes(order.status);
  if (!business || (!unshipped && !order.logo)) return null;
  return <Printable order={order} unshipped={unshipped} logic={logic} />;
}

function Printable({ order, unshipped, logic }: { order: OrderDetail; unshipped: boolean; logic: Logic }) {
  const { t } = useTranslation('services');
  const [printed, setPrinted] = useState<OrderLogoView | null>(order.logo);
  const frames = order.lines.reduce((n, l) => n + l.qty, 0);
  return (
    <Block aria-labelledby="order-logo">
      <h2 id="order-logo">{t('orderLogo.title')}</h2>
      {printed && (
        <>
          <Muted>
            {t('orderLogo.printed', { name: printed.name, count: printed.qty, placement: t(`orderLogo.placements.${printed.placement}`) })}
          </Muted>
          {/* The preview draws a temple: shown for a logo printed there, not on a lens or the case. */}
          {printed.placement === 'temple' && <LogoPreview logo={{ id: printed.logo_id, name: printed.name }} />}
        </>
      )}
      {unshipped && frames < LOGO_MIN_QTY && <Muted>{t('orderLogo.tooFew', { min: LOGO_MIN_QTY, count: frames })}</Muted>}
      {unshipped && frames >= LOGO_MIN_QTY && <Logos order={order} frames={frames} printed={printed} onPrinted={setPrinted} logic={logic} />}
    </Block>
  );
}

function Logos({
  order,
  frames,
  printed,
  onPrinted,
  logic,
}: {
  order: OrderDetail;
  frames: number;
  printed: OrderLogoView | null;
  onPrinted(p: OrderLogoView): void;
  logic: Logic;
}) {
  const { t } = useTranslation('services');
  const logos = useLoad<CustomerLogo[]>(`order-logos-${order.id}`, (signal) => servicesApi.logos(signal));
  if (logos.status !== 'ready') return <LoadStates loaded={logos} loading={t('logo.loading')} failed={t('logo.failed')} />;
  if (!logos.data.length) {
    return (
      <Muted>
        {t('orderLogo.none')} <Link href={customLogoFor(order.id)}>{t('orderLogo.upload')}</Link>
      </Muted>
    );
  }
  // The logo chosen "for the next order" comes first and is offered first.
  const sorted = [...logos.data].sort((a, b) => Number(b.chosen) - Number(a.chosen));
  return <LogoForm order={order} frames={frames} logos={sorted} printed={printed} onPrinted={onPrinted} logic={logic} />;
}

function LogoForm({
  order,
  frames,
  logos,
  printed,
  onPrinted,
  logic,
}: {
  order: OrderDetail;
  frames: number;
  logos: CustomerLogo[];
  printed: OrderLogoView | null;
  onPrinted(p: OrderLogoView): void;
  logic: Logic;
}) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const first = printed ? (logos.find((l) => l.id === printed.logo_id) ?? logos[0]!) : logos[0]!;
  const actor = useActorRef(logic, {
    input: {
      form: 'orderLogo',
      values: {
        order_id: String(order.id),
        logo_id: String(first.id),
        qty: String(printed?.qty ?? frames),
        placement: printed?.placement ?? 'temple',
      },
    },
  });
  const { send } = actor;
  const { values, errors, error, saved, busy } = useSelector(actor, schemaFormView, shallowEqual);
  useEffect(() => {
    if (!saved) return;
    const logo = logos.find((l) => String(l.id) === values.logo_id);
    if (logo) onPrinted({ logo_id: logo.id, name: logo.name, url: logo.url, qty: Number(values.qty), placement: values.placement as LogoPlacement });
  }, [saved, logos, values, onPrinted]);
  const field = (name: string) => (e: { target: { value: string } }) => send({ type: 'form.field', name, value: e.target.value });
  return (
    <form
      noValidate
      aria-labelledby="order-logo-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <p id="order-logo-form">{printed ? t('orderLogo.change') : t('orderLogo.offer', { min: LOGO_MIN_QTY })}</p>
      {saved && (
        <Notice role="status" tone="success">
          {t('orderLogo.saved')}
        </Notice>
      )}
      {error != null && (
        <Notice role="alert" tone="danger">
          {message(failureMessage(error))}
        </Notice>
      )}
      <Field>
        <Label htmlFor="order-logo-logo">{t('orderLogo.logo')}</Label>
        <Select id="order-logo-logo" value={values.logo_id} disabled={busy} onChange={field('logo_id')}>
          {logos.map((l) => (
            <option key={l.id} value={l.id}>
              {l.chosen ? t('orderLogo.chosen', { name: l.name }) : l.name}
            </option>
          ))}
        </Select>
        {errors.logo_id && <Message role="alert">{message(errors.logo_id)}</Message>}
      </Field>
      <TextField
        label={t('orderLogo.qty', { min: LOGO_MIN_QTY, count: frames })}
        name="qty"
        type="number"
        inputMode="numeric"
        min={LOGO_MIN_QTY}
        max={frames}
        value={values.qty ?? ''}
        readOnly={busy}
        error={message(errors.qty) || undefined}
        onChange={field('qty')}
      />
      <Field>
        <Label htmlFor="order-logo-placement">{t('orderLogo.placement')}</Label>
        <Select id="order-logo-placement" value={values.placement} disabled={busy} onChange={field('placement')}>
          {LOGO_PLACEMENTS.map((p) => (
            <option key={p} value={p}>
              {t(`orderLogo.placements.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" block loading={busy}>
        {t('orderLogo.submit')}
      </Button>
    </form>
  );
}
