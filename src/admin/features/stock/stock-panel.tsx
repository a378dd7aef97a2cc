import { useMemo, useState } from 'react';
import { STOCK_REASONS, type AdminProductDetail, type AdminStockChange } from '../../../../contract/admin-products';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { useLoad } from '../../../components/use-load';
import { styled } from '../../../styles/theme';
import { Note, Panel } from '../../app/shell/page-parts';
import { DataTable } from '../../components/data-table';
import { ConsoleForm } from '../forms/console-form';
import { stockApi } from './stock.api';
import { stockFormLogic } from './stock-form.actors';
import { StockSaved } from './stock-saved';

/**
 * An existing product's stock: each colour with its stock and the shoppers waiting for it, a form
 * to set a colour's stock (a count) or adjust it (received, damaged…) with a reason and a note
 * (once saved, what it did: received frames serve the colour's pre-orders first), and the
 * product's stock history, newest first. `changed` reads the product again.
 */
export function StockPanel({ product, changed }: { product: AdminProductDetail; changed: () => void }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<AdminStockChange | null>(null);
  const logic = useMemo(
    () =>
      stockFormLogic((reply) => {
        setSaved(reply.change);
        setRound((n) => n + 1);
        changed();
      }),
    [changed],
  );
  const first = product.colours[0];
  return (
    <Panel aria-labelledby="stock">
      <h2 id="stock">{t('stock.title')}</h2>
      <DataTable
        caption={t('stock.colours')}
        rows={product.colours}
        rowKey={(c) => c.id}
        columns={[
          {
            label: t('products.fields.colour'),
            cell: (c) => (
              <>
                <Swatch aria-hidden css={{ backgroundColor: c.hex }} /> {c.name}
              </>
            ),
          },
          { label: t('products.fields.sku'), cell: (c) => c.sku },
          { label: t('products.fields.stock'), num: true, cell: (c) => c.stock },
          { label: t('stock.waiting'), num: true, cell: (c) => c.waiting },
        ]}
      />
      <h3>{t('stock.change')}</h3>
      {saved && <StockSaved change={saved} />}
      <ConsoleForm
        key={`stock:${round}`}
        logic={logic}
        input={{ form: 'stockChange', values: { id: String(product.id), variant_id: first ? String(first.id) : '', mode: 'set', reason: 'counted' } }}
        name={t('stock.change')}
        submit={t('stock.submit')}
        fields={[
          {
            name: 'variant_id',
            label: t('products.fields.colour'),
            type: 'select',
            options: product.colours.map((c) => ({ value: String(c.id), label: `${c.name} (${c.sku})` })),
          },
          {
            name: 'mode',
            label: t('stock.mode'),
            type: 'select',
            options: [
              { value: 'set', label: t('stock.modes.set') },
              { value: 'adjust', label: t('stock.modes.adjust') },
            ],
          },
          { name: 'qty', label: t('stock.qty') },
          {
            name: 'reason',
            label: t('stock.reason'),
            type: 'select',
            options: STOCK_REASONS.map((r) => ({ value: r, label: t(`stock.reasons.${r}`) })),
          },
          { name: 'note', label: t('stock.note'), type: 'textarea' },
        ]}
      />
      <h3>{t('stock.history')}</h3>
      <StockHistory productId={product.id} round={round} />
    </Panel>
  );
}

/** The product's stock history, newest first: when, colour, change, stock after, reason, note, who. */
function StockHistory({ productId, round }: { productId: number; round: number }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const [page, setPage] = useState(1);
  const loaded = useLoad(`stock-history:${productId}:${page}:${round}`, (signal) => stockApi.history(productId, page, signal), {
    keepWhileReloading: true,
  });
  if (loaded.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (loaded.status === 'failed') {
    return (
      <Note tone="danger" role="alert">
        {t('stock.historyFailed')}
      </Note>
    );
  }
  const h = loaded.data;
  return (
    <>
      {h.items.length === 0 ? (
        <p>{t('stock.noHistory')}</p>
      ) : (
        <>
          <DataTable
            caption={t('stock.history')}
            rows={h.items}
            rowKey={(m) => m.id}
            columns={[
              { label: t('stock.at'), cell: (m) => date(m.at, 'medium+time') },
              { label: t('products.fields.colour'), cell: (m) => m.colour },
              { label: t('stock.delta'), num: true, cell: (m) => (m.delta > 0 ? `+${m.delta}` : String(m.delta)) },
              { label: t('stock.after'), num: true, cell: (m) => m.qty_after },
              { label: t('stock.reason'), cell: (m) => t(`stock.reasons.${m.reason}`) },
              { label: t('stock.note'), cell: (m) => m.note },
              { label: t('stock.author'), cell: (m) => m.author },
            ]}
          />
          {h.total > h.page_size && (
            <Pager>
              <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('pager.previous')}
              </button>
              <button type="button" disabled={page * h.page_size >= h.total} onClick={() => setPage((p) => p + 1)}>
                {t('pager.next')}
              </button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}

const Swatch = styled('span', {
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: '$pill',
  border: '1px solid $line',
  verticalAlign: 'middle',
});
const Pager = styled('div', { display: 'flex', gap: '$2', marginTop: '$2' });
