import { useState } from 'react';
import { Price } from '../../features/currency/price';
import type { ReorderPage as Bought, ReorderResult } from '../../../contract/wholesale-services';
import { servicesApi } from '../../features/wholesale/wholesale-services.api';
import { appActor } from '../../app/app-actors';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { CentredState, LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { BusinessGate } from '../../features/wholesale/business-gate';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  '& > div:last-child': { gridColumn: '1 / -1' },
  gap: '$1 $3',
  alignItems: 'center',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  fontSize: '$sm',
  '& img': { width: 64, height: 32, objectFit: 'contain' },
  '& .muted': { color: '$inkSoft', display: 'block' },
  '& input': { minWidth: 0 },
});

const Offers = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

/** /account/reorder: what the buyer bought before (stock and price now), quantities, and one step into the cart; business buyers only. */
export default function ReorderPage() {
  const { t } = useTranslation('services');
  return (
    <PageColumn aria-labelledby="reorder-title">
      <h1 id="reorder-title">{t('reorder.title')}</h1>
      <p>{t('reorder.intro')}</p>
      <BusinessGate from={routes.reorder}>
        <BoughtBefore />
      </BusinessGate>
    </PageColumn>
  );
}

function BoughtBefore() {
  const { t } = useTranslation('services');
  const message = useMessage();
  const list = useLoad<Bought>('bought', (signal) => servicesApi.boughtBefore('', signal));
  const [qty, setQty] = useState<Record<number, string>>({});
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (list.status !== 'ready') return;
    return put(list.data.items.map((i) => ({ variant_id: i.variant_id, qty: Number(qty[i.variant_id] ?? i.last_qty) })).filter((l) => l.qty > 0));
  };
  // A line below its product's business minimum now: its minimum instead (and in its quantity box).
  const takeMinimum = (variantId: number, moq: number) => {
    setQty((q) => ({ ...q, [variantId]: String(moq) }));
    return put([{ variant_id: variantId, qty: moq }]);
  };
  const put = async (lines: { variant_id: number; qty: number }[]) => {
    setBusy(true);
    setError(null);
    try {
      const r = await servicesApi.reorder(lines);
      setResult(r);
      appActor('cart').send({ type: 'cart.load' });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <LoadStates loaded={list} loading={t('reorder.loading')} failed={t('reorder.failed')} />
      {result && (
        <Notice role="status" tone={result.added.length ? 'success' : undefined}>
          {t('reorder.added', { count: result.added.reduce((n, a) => n + a.qty, 0) })}
          {result.skipped.map((s) => (
            <span key={s.variant_id}>
              {' '}
              {t(`reorder.skipped.${s.reason}`, { name: s.name, color: s.color, count: s.reason === 'below_minimum' ? s.moq : s.added_qty })}
            </span>
          ))}
        </Notice>
      )}
      {result?.skipped.some((s) => s.reason === 'below_minimum') && (
        <Offers>
          {result.skipped
            .filter((s) => s.reason === 'below_minimum')
            .map((s) => (
              <Button key={s.variant_id} tone="secondary" loading={busy} onClick={() => takeMinimum(s.variant_id, s.moq)}>
                {t('reorder.takeMinimum', { count: s.moq, name: s.name, color: s.color })}
              </Button>
            ))}
        </Offers>
      )}
      {error && (
        <Notice role="alert" tone="danger">
          {message(error)}
        </Notice>
      )}
      {list.status === 'ready' &&
        (list.data.items.length === 0 ? (
          <CentredState>
            <p>{t('reorder.empty')}</p>
          </CentredState>
        ) : (
          <>
            <List aria-label={t('reorder.title')}>
              {list.data.items.map((i) => (
                <Row key={i.variant_id}>
                  <img src={i.img} alt="" />
                  <span>
                    <strong>{i.name}</strong> · {i.color}
                    <span className="muted">
                      {t('reorder.bought', { count: i.bought_qty })} · {i.stock > 0 ? t('reorder.stock', { count: i.stock }) : t('reorder.soldOut')}
                    </span>
                    <Price usd={i.price} />
                  </span>
                  <TextField
                    label={t('reorder.qtyOf', { name: i.name, color: i.color })}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={qty[i.variant_id] ?? String(i.last_qty)}
                    onChange={(e) => setQty({ ...qty, [i.variant_id]: e.target.value })}
                  />
                </Row>
              ))}
            </List>
            <Button block loading={busy} onClick={submit}>
              {t('reorder.submit')}
            </Button>
          </>
        ))}
    </>
  );
}
