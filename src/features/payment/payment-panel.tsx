import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { BANK_TRANSFER_WINDOW_MS, INSTALMENT_COUNT, INSTALMENT_INTERVAL_DAYS } from '../../../contract/constants';
import { messages, type Message } from '../../../contract/messages';
import { PAYMENT_METHODS, SANDBOX_CARDS, type Instalment, type OrderCurrency, type PaymentMethod } from '../../../contract/orders';
import { formatCardNumber, type CardField } from '../../../machines/payment/shared';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../i18n/format-date';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button, LinkButton } from '../../components/button';
import { TextField } from '../../components/text-field';
import { formatMoney } from '../../../contract/money-format';
import { InstalmentDialog } from '../product/instalment';
import { paymentLogic } from './payment.actors';
import { methodActorOf, paymentView, type PaymentView } from './payment.view';
import { Problem } from './result-layout';
import { useResumeFromCache } from './wallet-return';

export interface PaymentPanelProps {
  order: { id: number; order_no: string; total: number; currency: OrderCurrency };
  method: PaymentMethod;
  /** Told when the shopper picks another method in the panel. */
  onMethodChange?: (method: PaymentMethod) => void;
  /** The payment machine with its methods' machines and their effects (payment.actors.ts); tests give their own calls. */
  logic?: typeof paymentLogic;
}

const Panel = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', '& h2': { margin: 0, fontSize: '$lg' } });
const Methods = styled('fieldset', {
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
  '& legend': { padding: 0, marginBottom: '$2', fontSize: '$sm', fontWeight: 600 },
});
const Method = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  padding: '$2 $3',
  border: '1px solid $line',
  borderRadius: '$md',
  fontSize: '$sm',
  fontWeight: 600,
  cursor: 'pointer',
  backgroundColor: '$surface',
  '&:has(input:checked)': { borderColor: '$brand', backgroundColor: '$brandSoft', color: '$brand' },
  '&:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
  '& input': { margin: 0, accentColor: 'var(--colors-brand)' },
});
const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$canvas',
  '& > p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
});
const Row = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', '& > div': { marginBottom: 0 } });
const Fields = styled('div', { display: 'flex', flexDirection: 'column', '& > div:last-child': { marginBottom: 0 } });
const Status = styled('p', { margin: 0, fontSize: '$sm', color: '$inkSoft' });
const Done = styled('p', { margin: 0, padding: '$3', borderRadius: '$md', backgroundColor: '$successSoft', color: '$success', fontWeight: 600 });
const Submit = styled('div', { marginTop: '$4' });
const Hint = styled('details', {
  marginTop: '$3',
  fontSize: '$xs',
  color: '$inkSoft',
  '& summary': { cursor: 'pointer', fontWeight: 600, color: '$brand', minHeight: 24 },
  '& p': { margin: '$1 0' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$1 $3', margin: 0 },
  '& dt': { fontFamily: 'ui-monospace, monospace', direction: 'ltr' },
  '& dd': { margin: 0 },
});
const Schedule = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: '$2',
  '& li': {
    display: 'flex',
    flexDirection: 'column',
    gap: '$1',
    padding: '$2',
    borderRadius: '$md',
    backgroundColor: '$surface',
    border: '1px solid $line',
    fontSize: '$xs',
    color: '$inkSoft',
  },
  '& strong': { fontSize: '$sm', color: '$ink' },
});
const ScheduleHead = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  '& h3': { margin: 0, fontSize: '$md' },
});

/**
 * Pays one placed order (machines/payment.machine.ts and the machine of the method chosen, drawn
 * through payment.view.ts): the method choice, then the card form, the wallet, bank transfer or
 * pay in 4 with its schedule. The checkout page renders it after the order is placed;
 * /payment?order_id=N renders it for an unpaid order.
 */
export function PaymentPanel({ order, method, onMethodChange, logic = paymentLogic }: PaymentPanelProps) {
  const { t, i18n } = useTranslation('payment');
  const actor = useActorRef(logic, { input: { order, method } });
  const view = usePaymentView(actor);
  const { method: chosen, busy } = view;
  const money = (usd: number) => formatMoney(usd, order.currency, i18n.language);

  // The page may change the method too (e.g. its own choice before the order was placed).
  useEffect(() => {
    actor.send({ type: 'payment.method', method });
  }, [actor, method]);
  useResumeFromCache(useCallback(() => actor.send({ type: 'payment.resume' }), [actor]));
  const told = useRef(chosen);
  useEffect(() => {
    if (told.current === chosen) return;
    told.current = chosen;
    onMethodChange?.(chosen);
  }, [chosen, onMethodChange]);

  return (
    <Panel aria-labelledby="payment-panel-title">
      <h2 id="payment-panel-title">{t('panel.title')}</h2>
      <Methods>
        <legend>{t('panel.method')}</legend>
        {PAYMENT_METHODS.map((m) => (
          <Method key={m}>
            <input
              type="radio"
              name="payment-method"
              value={m}
              checked={chosen === m}
              disabled={busy}
              onChange={() => actor.send({ type: 'payment.method', method: m })}
            />
            {t(`methods.${m}`)}
          </Method>
        ))}
      </Methods>
      <Body role="group" aria-label={t(`methods.${chosen}`)}>
        {view.paid ? (
          <Done role="status">{t('panel.paid')}</Done>
        ) : chosen === 'card' ? (
          <CardSection actor={actor} view={view} amount={money(order.total)} />
        ) : chosen === 'wallet' ? (
          <StartSection actor={actor} view={view} text={t('wallet.text', { amount: money(order.total) })} action={t('wallet.pay')} />
        ) : chosen === 'bank_transfer' ? (
          <StartSection
            actor={actor}
            view={view}
            text={t('bank.text', { days: Math.round(BANK_TRANSFER_WINDOW_MS / 86_400_000) })}
            action={t('bank.pay')}
          />
        ) : (
          <PayIn4Section actor={actor} view={view} money={money} />
        )}
      </Body>
    </Panel>
  );
}

type PaymentActor = ReturnType<typeof useActorRef<typeof paymentLogic>>;

const itself = <T,>(snapshot: T) => snapshot;

/**
 * The panel's view follows the payment machine and the machine of the method running inside it:
 * the method's machine changes (an answer, typing) without the payment machine changing.
 */
function usePaymentView(actor: PaymentActor): PaymentView {
  const snapshot = useSelector(actor, itself);
  const method = useSelector(methodActorOf(snapshot), itself);
  return useMemo(() => paymentView(snapshot, method), [snapshot, method]);
}

/** The failure's message and Try again. */
function Failure({ actor, error }: { actor: PaymentActor; error: Message | null }) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  return (
    <>
      <Problem role="alert">{message(error)}</Problem>
      <Button tone="secondary" block onClick={() => actor.send({ type: 'payment.retry' })}>
        {t('panel.retry')}
      </Button>
    </>
  );
}

/** Wallet and bank transfer: what happens next and one button. */
function StartSection({ actor, view, text, action }: { actor: PaymentActor; view: PaymentView; text: string; action: string }) {
  if (view.failed) return <Failure actor={actor} error={view.error} />;
  return (
    <>
      <p>{text}</p>
      <Button block loading={view.busy} onClick={() => actor.send({ type: 'payment.start' })}>
        {action}
      </Button>
    </>
  );
}

function CardSection({ actor, view, amount }: { actor: PaymentActor; view: PaymentView; amount: string }) {
  const { t } = useTranslation('payment');
  if (view.failed) return <Failure actor={actor} error={view.error} />;
  return <CardForm actor={actor} view={view} submit={t('card.pay', { amount })} />;
}

function PayIn4Section({ actor, view, money }: { actor: PaymentActor; view: PaymentView; money: (usd: number) => string }) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const { range } = view;
  if (view.failed) return <Failure actor={actor} error={view.error} />;
  if (view.checking || view.preparing) {
    return <Status role="status">{t(view.checking ? 'payIn4.checking' : 'payIn4.preparing')}</Status>;
  }
  if (view.outOfRange) {
    return (
      <Problem role="alert">
        {message(messages.instalmentUnavailable)} {range && t('payIn4.range', { min: money(range.min), max: money(range.max) })}
      </Problem>
    );
  }
  return (
    <>
      <InstalmentSchedule schedule={view.schedule} money={money} />
      <CardForm actor={actor} view={view} submit={t('payIn4.pay')} />
    </>
  );
}

/** The 4 payments of the session: the first when the order is processed, then every 14 days. */
function InstalmentSchedule({ schedule, money }: { schedule: Instalment[]; money: (usd: number) => string }) {
  const { t, i18n } = useTranslation('payment');
  const [about, setAbout] = useState(false);
  const date = (iso: string) => formatDate(iso, i18n.language, 'dayMonth');
  return (
    <>
      <ScheduleHead>
        <h3 id="pay-in-4-schedule">{t('payIn4.schedule', { count: INSTALMENT_COUNT })}</h3>
        <LinkButton type="button" aria-haspopup="dialog" onClick={() => setAbout(true)}>
          {t('payIn4.about')}
        </LinkButton>
      </ScheduleHead>
      <Schedule aria-labelledby="pay-in-4-schedule">
        {schedule.map((p) => (
          <li key={p.seq}>
            <strong dir="ltr">{money(p.amount)}</strong>
            <span>
              {p.due_at ? date(p.due_at) : p.seq === 1 ? t('payIn4.first') : t('payIn4.later', { count: (p.seq - 1) * INSTALMENT_INTERVAL_DAYS })}
            </span>
          </li>
        ))}
      </Schedule>
      <p>{t('payIn4.noFees')}</p>
      {about && <InstalmentDialog onClose={() => setAbout(false)} />}
    </>
  );
}

const FIELDS: { field: CardField; auto: string; numeric: boolean; max: number }[] = [
  { field: 'name', auto: 'cc-name', numeric: false, max: 80 },
  { field: 'card_number', auto: 'cc-number', numeric: true, max: 23 },
  { field: 'expiry', auto: 'cc-exp', numeric: true, max: 5 },
  { field: 'cvc', auto: 'cc-csc', numeric: true, max: 4 },
];

/** Name, number (groups of 4), expiry MM/YY, CVC, and the sandbox's test cards. */
function CardForm({ actor, view, submit }: { actor: PaymentActor; view: PaymentView; submit: string }) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const { card, fieldErrors, error } = view;
  const pending = !view.editable;
  const field = ({ field, auto, numeric, max }: (typeof FIELDS)[number]) => (
    <TextField
      key={field}
      label={t(`card.${field}`)}
      name={field}
      value={card[field]}
      autoComplete={auto}
      inputMode={numeric ? 'numeric' : undefined}
      dir={numeric ? 'ltr' : undefined}
      placeholder={field === 'expiry' ? t('card.expiryPlaceholder') : undefined}
      maxLength={max}
      readOnly={pending}
      error={fieldErrors[field] ? message(fieldErrors[field]) : undefined}
      onChange={(e) => actor.send({ type: 'card.edit', field, value: e.target.value })}
    />
  );
  const [name, number, expiry, cvc] = FIELDS;
  return (
    <form
      noValidate
      aria-label={t('card.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) actor.send({ type: 'card.submit' });
      }}
    >
      <Fields>
        {field(name!)}
        {field(number!)}
        <Row>
          {field(expiry!)}
          {field(cvc!)}
        </Row>
      </Fields>
      {error && <Problem role="alert">{message(error)}</Problem>}
      <Submit>
        <Button type="submit" block loading={pending}>
          {submit}
        </Button>
      </Submit>
      <TestCards />
    </form>
  );
}

function TestCards() {
  const { t } = useTranslation('payment');
  return (
    <Hint>
      <summary>{t('testCards.title')}</summary>
      <p>{t('testCards.text')}</p>
      <dl>
        {(Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[]).map((k) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{formatCardNumber(SANDBOX_CARDS[k])}</dt>
            <dd>{t(`testCards.${k}`)}</dd>
          </div>
        ))}
      </dl>
    </Hint>
  );
}
