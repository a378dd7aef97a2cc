import { useEffect, useId, useMemo } from 'react';
import { Link } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import type { ShipAddress } from '../../../contract/orders';
import type { DropShipment } from '../../../contract/wholesale-services';
import type { DropShippingEvent, DropShippingFormMachine, EndCustomerTextField } from '../../../machines/drop-shipping-form.machine';
import { routes } from '../../app/paths';
import { Button } from '../../components/button';
import { countryNamer } from '../address/country-name';
import { CentredState, Notice } from '../../components/page-parts';
import { Price } from '../currency/price';
import { FormCard } from '../../components/schema-form-view';
import { SelectField, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { useOrderDate } from '../orders/order-parts';
import { dropShippingFormLogic } from './drop-shipping-form.actors';
import { dropShippingFormView, type DropShippingFormView } from './drop-shipping-form.view';
import { failureMessage } from '../../../contract/codes';

const Pair = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3' });
const Choices = styled('fieldset', {
  border: 0,
  margin: '0 0 $4',
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontSize: '$sm', fontWeight: 600 },
});
const Choice = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$tap',
  padding: '$2 $3',
  marginBottom: '$2',
  border: '1px solid $line',
  borderRadius: '$md',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$brand', backgroundColor: '$brandSoft' },
  '& input': { margin: 0, accentColor: 'var(--colors-brand)' },
  '& span': { display: 'block' },
  '& .muted': { color: '$inkSoft', fontSize: '$xs' },
});
const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  marginBottom: '$4',
  fontSize: '$sm',
  cursor: 'pointer',
  '& input': { width: '0.44rem', height: '0.44rem', margin: 0, accentColor: 'var(--colors-brand)' },
});
const ChoiceError = styled('p', { margin: '0 0 $2', fontSize: '$sm', color: '$danger' });
const Done = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

type Send = (event: DropShippingEvent) => void;

/**
 * The end customer's fields, in both forms: names, phone, e-mail, the country picker (the
 * countries of Index/country, named in the shopper's language), the state picker where the
 * country lists its states (a free-text state otherwise), city, street, ZIP.
 */
function EndCustomerFields({ view, send }: { view: DropShippingFormView; send: Send }) {
  const { t, i18n } = useTranslation('services');
  const message = useMessage();
  const { values, errors, countries, regions, busy } = view;
  const error = (name: string) => message(errors[name]) || undefined;
  const text = (name: EndCustomerTextField, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={error(name)}
      readOnly={busy}
      onChange={(e) => send({ type: 'drop.field', name, value: e.target.value })}
      {...extra}
    />
  );
  const countryOptions = useMemo(() => {
    const name = countryNamer(i18n.language);
    return countries
      .map((c) => ({ value: c.country_id, label: name(c.country_id, c.country) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [countries, i18n.language]);
  return (
    <>
      <Pair>
        {text('firstname', t('checkout:address.firstname'), { autoComplete: 'off', maxLength: 50 })}
        {text('lastname', t('checkout:address.lastname'), { autoComplete: 'off', maxLength: 50 })}
      </Pair>
      {text('phone', t('checkout:address.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 20 })}
      {text('email', t('dropShip.email'), { type: 'email', autoComplete: 'off', maxLength: EMAIL_MAX })}
      <SelectField
        label={t('checkout:address.country')}
        placeholder={t('checkout:address.chooseCountry')}
        options={countryOptions}
        value={values.country_id}
        disabled={busy}
        error={error('country_id')}
        onChange={(e) => send({ type: 'drop.country', countryId: e.target.value })}
      />
      {regions ? (
        <SelectField
          label={t('checkout:address.state')}
          placeholder={t('checkout:address.chooseState')}
          options={regions.map((r) => ({ value: String(r.region_id), label: r.default_name }))}
          value={values.region_id}
          disabled={busy}
          error={error('region_id')}
          onChange={(e) => send({ type: 'drop.region', regionId: e.target.value })}
        />
      ) : (
        text('region', t('checkout:address.stateText'), { maxLength: 80 })
      )}
      {text('city', t('checkout:address.city'), { maxLength: 80 })}
      {text('street', t('checkout:address.street'), { maxLength: 120 })}
      {text('street2', t('checkout:address.street2'), { maxLength: 120 })}
      {text('postcode', t('checkout:address.postcode'), { maxLength: 20 })}
    </>
  );
}

/** The choices' loading line, or their failure with a Try again. */
function Loading({ view, send }: { view: DropShippingFormView; send: Send }) {
  const { t } = useTranslation('services');
  if (view.loading) {
    return (
      <CentredState role="status">
        <p>{t('dropShip.loading')}</p>
      </CentredState>
    );
  }
  if (view.failed) {
    return (
      <CentredState role="alert">
        <p>{t('dropShip.failed')}</p>
        <Button onClick={() => send({ type: 'drop.retry' })}>{t('common:retry')}</Button>
      </CentredState>
    );
  }
  return null;
}

/** A refusal that is not about one field (the order has shipped, offline), above the submit. */
function Refusal({ error }: { error: unknown }) {
  const message = useMessage();
  if (error == null) return null;
  return (
    <Notice role="alert" tone="danger" css={{ marginBottom: '$4' }}>
      {message(failureMessage(error))}
    </Notice>
  );
}

/**
 * /drop-shipping-service's form (machines/drop-shipping-form.machine.ts): one of the buyer's
 * unshipped orders, the end customer it goes to and blind packaging; sent, the confirmation with
 * the order's number linking to its page, and "Send another order".
 */
export function DropShippingForm({ logic = dropShippingFormLogic }: { logic?: DropShippingFormMachine }) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const date = useOrderDate();
  const actor = useActorRef(logic, { input: {} });
  const view = useSelector(actor, dropShippingFormView, shallowEqual);
  const { send } = actor;
  const { busy, saved, orders, values, errors } = view;
  return (
    <FormCard aria-labelledby="drop-ship-title">
      <h2 id="drop-ship-title">{t('dropShip.title')}</h2>
      <p>{t('dropShip.intro')}</p>
      <Loading view={view} send={send} />
      {saved && (
        <Done role="status">
          <Notice tone="success">{t('dropShip.created', { orderNo: saved.order_no })}</Notice>
          <Link href={routes.orderDetail(saved.order_id)}>{t('dropShip.viewOrder', { orderNo: saved.order_no })}</Link>
          <Button tone="secondary" onClick={() => send({ type: 'drop.again' })}>
            {t('dropShip.another')}
          </Button>
        </Done>
      )}
      {view.showsForm && orders.length === 0 && (
        <Notice data-testid="drop-ship-no-orders">
          {t('dropShip.noOrders')} <Link href={routes.cart}>{t('dropShip.toCart')}</Link>
        </Notice>
      )}
      {view.showsForm && orders.length > 0 && (
        <form
          aria-labelledby="drop-ship-title"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'drop.submit' });
          }}
        >
          <Choices aria-describedby={errors.order_id ? 'drop-ship-order-error' : undefined}>
            <legend>{t('dropShip.order')}</legend>
            {errors.order_id && (
              <ChoiceError id="drop-ship-order-error" role="alert">
                {message(errors.order_id)}
              </ChoiceError>
            )}
            {orders.map((o) => (
              <Choice key={o.id}>
                <input
                  type="radio"
                  name="order_id"
                  value={String(o.id)}
                  checked={values.order_id === String(o.id)}
                  disabled={busy}
                  onChange={() => send({ type: 'drop.order', orderId: String(o.id) })}
                />
                <span>
                  <span>
                    {o.order_no} · <Price usd={o.total} currency={o.currency} />
                  </span>
                  <span className="muted">
                    {t('orders:card.items', { count: o.item_count })} · {date(o.created_at)} · {t(`orders:status.${o.status}`)}
                  </span>
                </span>
              </Choice>
            ))}
          </Choices>
          <EndCustomerFields view={view} send={send} />
          <Check>
            <input
              type="checkbox"
              checked={values.blind_packaging}
              disabled={busy}
              onChange={(e) => send({ type: 'drop.blind', value: e.target.checked })}
            />
            {t('dropShip.blind')}
          </Check>
          <Refusal error={view.error} />
          <Button type="submit" block loading={busy}>
            {t('dropShip.submit')}
          </Button>
        </form>
      )}
    </FormCard>
  );
}

/**
 * The order page's "Change end customer" form (the same machine, api/orders/updateCustomer): the
 * customer as the order has it, changed and saved; `onSaved` hands the saved drop shipment to the
 * page. A shipped order's refusal (the server's message) shows above the buttons.
 */
export function EndCustomerForm({
  orderId,
  customer,
  email,
  onSaved,
  onCancel,
  logic = dropShippingFormLogic,
}: {
  orderId: number;
  customer: ShipAddress;
  email: string;
  onSaved(saved: DropShipment): void;
  onCancel(): void;
  logic?: DropShippingFormMachine;
}) {
  const { t } = useTranslation('services');
  const titleId = useId();
  const actor = useActorRef(logic, { input: { update: { orderId, customer, email } } });
  const view = useSelector(actor, dropShippingFormView, shallowEqual);
  const { send } = actor;
  const { busy, saved } = view;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  return (
    <div>
      <Loading view={view} send={send} />
      {view.showsForm && (
        <form
          aria-labelledby={titleId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'drop.submit' });
          }}
        >
          <h3 id={titleId}>{t('dropShip.changeTitle')}</h3>
          <EndCustomerFields view={view} send={send} />
          <Refusal error={view.error} />
          <Pair>
            <Button tone="secondary" disabled={busy} onClick={onCancel}>
              {t('dropShip.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dropShip.save')}
            </Button>
          </Pair>
        </form>
      )}
    </div>
  );
}
