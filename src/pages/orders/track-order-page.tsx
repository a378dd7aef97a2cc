import { useSearch } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { TrackResult } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { trackOrderLogic } from '../../features/orders/track-order.actors';
import { trackOrderView } from '../../features/orders/track-order.view';
import { Block, Muted, Page, StatusBadge, TrackingBlocks, useErrorText, useOrderDate } from '../../features/orders/order-parts';

const Intro = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });
const Form = styled('form', { display: 'flex', flexDirection: 'column' });
const Alert = styled('p', { margin: 0, padding: '$3', borderRadius: '$md', fontSize: '$sm', backgroundColor: '$dangerSoft', color: '$danger' });
const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$2',
  '& h2': { margin: 0, fontSize: '$md' },
});

/** /track-order (public): an order's status and timeline from its number and the e-mail it was placed with. */
export default function TrackOrderPage({ logic = trackOrderLogic }: { logic?: typeof trackOrderLogic }) {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const errorText = useErrorText();
  const prefill = new URLSearchParams(useSearch()).get('order_no') ?? '';
  const actor = useActorRef(logic, { input: { orderNo: prefill } });
  const { send } = actor;
  const { orderNo, email, errors, busy, notFound, failed, error, result } = useSelector(actor, trackOrderView, shallowEqual);

  return (
    <Page aria-labelledby="track-order-title">
      <h1 id="track-order-title">{t('track.title')}</h1>
      <Intro>{t('track.intro')}</Intro>
      <Form
        noValidate
        aria-labelledby="track-order-title"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'track.submit' });
        }}
      >
        <TextField
          label={t('track.orderNo')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={orderNo}
          error={errors.order_no ? message(errors.order_no) : undefined}
          onChange={(e) => send({ type: 'track.orderNo', value: e.target.value })}
        />
        <TextField
          label={t('track.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          error={errors.email ? message(errors.email) : undefined}
          onChange={(e) => send({ type: 'track.email', value: e.target.value })}
        />
        <Button type="submit" block loading={busy}>
          {t('track.submit')}
        </Button>
      </Form>

      {notFound && <Alert role="alert">{message(messages.trackNotFound)}</Alert>}
      {failed && <Alert role="alert">{errorText(error)}</Alert>}
      {result && <TrackFound result={result} />}
    </Page>
  );
}

function TrackFound({ result }: { result: TrackResult }) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  return (
    <>
      <Block aria-labelledby="track-result" role="status">
        <Head>
          <h2 id="track-result">{t('track.orderTitle', { orderNo: result.order_no })}</h2>
          <StatusBadge status={result.status} />
        </Head>
        <Muted>
          {t('detail.placed', { date: date(result.created_at) })} · {t('card.items', { count: result.item_count })}
        </Muted>
      </Block>
      <TrackingBlocks shipment={result.shipment} events={result.events} cancelled={result.status === 'cancelled'} />
    </>
  );
}
