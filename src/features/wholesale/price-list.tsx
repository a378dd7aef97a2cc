import { useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { BUSINESS_USER_TYPE, type PriceListKind, type PriceListRow } from '../../../contract/wholesale';
import { wholesaleApi } from './wholesale.api';
import { useCurrency } from '../currency/selectors';
import { useMoney, type Money } from '../currency/use-money';
import { routes } from '../../app/paths';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { SelectField, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { RowQuantity, useShoppingListActor, type ShoppingListActor } from './price-list-quantity';
import { shoppingListView } from './shopping-list.view';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 $1', borderBottom: '1px solid $line', textAlign: 'start', verticalAlign: 'top' },
  '& tbody tr': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3rem' },
  '& img': { width: '2.4rem', height: 'auto', display: 'block' },
});
const Bar = styled('div', { display: 'flex', gap: '$3', alignItems: 'center', justifyContent: 'space-between', margin: '$3 0', flexWrap: 'wrap' });

function retailPrice(r: PriceListRow, money: Money) {
  if (r.price_type === 2 && r.special_price != null) return money(r.special_price);
  if (r.price_type === 3 && r.ladder_price.length) return r.ladder_price.map((t) => `${t.min_qty}+ ${money(t.price)}`).join(' · ');
  return money(r.price);
}

/**
 * The open shopping list for the wholesale list's quantities: its actor runs (and loads the list)
 * only under a business buyer's wholesale list; a list that could not be loaded can be asked again.
 */
function WithShoppingList({ children }: { children: (actor: ShoppingListActor) => ReactNode }) {
  const { t } = useTranslation('wholesale');
  const actor = useShoppingListActor();
  const failed = useSelector(actor, (s) => shoppingListView(s).failed);
  return (
    <>
      {failed && (
        <Notice role="alert" tone="danger">
          {t('row.listFailed')}{' '}
          <Button type="button" tone="secondary" onClick={() => actor.send({ type: 'list.retry' })}>
            {t('retry')}
          </Button>
        </Notice>
      )}
      {children(actor)}
    </>
  );
}

/** The rows of a page; a business buyer's wholesale rows with their tiers, minimum and quantity. */
function Rows({ rows, title, actor }: { rows: PriceListRow[]; title: string; actor: ShoppingListActor | null }) {
  const { t } = useTranslation('wholesale');
  const money = useMoney();
  const showWholesale = actor != null;
  return (
    <Table>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('price')}</th>
          {showWholesale && <th scope="col">{t('tiers')}</th>}
          {showWholesale && <th scope="col">{t('moq')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.goods_id}>
            <td>
              <img src={r.img} alt="" loading="lazy" width={48} height={24} />
              <strong>{r.sku}</strong>
              <div>{r.name}</div>
              {actor && <RowQuantity row={r} actor={actor} />}
            </td>
            <td>{retailPrice(r, money)}</td>
            {showWholesale && <td>{r.wholesale_price.length ? r.wholesale_price.map((w) => `${w.min_qty}+ ${money(w.price)}`).join(' · ') : '–'}</td>}
            {showWholesale && <td>{r.moq || '–'}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * A price list (/catalog-price-list-v retail, -w wholesale): search, a collection filter, pages of
 * 50 rows (rows off screen are skipped by content-visibility), prices in the chosen currency, and
 * the whole list as a PDF made by the server. The wholesale list shows tiers and MOQ to business
 * buyers, and a quantity per row that goes on their shopping list; anyone else sees how to become
 * one (the server sends them no wholesale prices).
 */
export function PriceList({ kind }: { kind: PriceListKind }) {
  const { t } = useTranslation('wholesale');
  const currency = useCurrency();
  const user = useUser();
  const [keywords, setKeywords] = useState('');
  const [collection, setCollection] = useState(0);
  const [page, setPage] = useState(1);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const list = useLoad(`price-list:${kind}:${user?.id ?? 0}:${user?.type ?? 0}:${keywords}:${collection}:${page}`, (signal) =>
    wholesaleApi.priceList({ kind, keywords, collection, page }, signal),
  );
  const title = kind === 'w' ? t('wholesale.title') : t('retail.title');

  const download = async () => {
    setPdf('busy');
    try {
      const blob = await wholesaleApi.priceListPdf(kind, currency?.id ?? null);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = kind === 'w' ? 'wholesale-price-list.pdf' : 'retail-price-list.pdf';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };

  const data = list.status === 'ready' ? list.data : null;
  const showWholesale = kind === 'w' && data != null && !data.wholesale_hidden;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <PageColumn aria-labelledby="price-list-title">
      <h1 id="price-list-title">{title}</h1>
      <p>{kind === 'w' ? t('wholesale.intro') : t('retail.intro')}</p>
      {data?.wholesale_hidden && (
        <Notice>
          {t('wholesale.hidden')}{' '}
          {user ? (
            <Link href={routes.accountSettings}>{t('wholesale.become')}</Link>
          ) : (
            <Link href={`${routes.signIn}?redirect=${encodeURIComponent('/catalog-price-list-w')}`}>{t('wholesale.signIn')}</Link>
          )}
        </Notice>
      )}
      {kind === 'w' && user?.type === BUSINESS_USER_TYPE && <Link href={routes.catalogShoppingList}>{t('toList')}</Link>}
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
        }}
      >
        <TextField
          label={t('search')}
          type="search"
          name="keywords"
          value={keywords}
          onChange={(e) => {
            setKeywords(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('collection')}
          name="collection"
          value={String(collection)}
          options={[{ value: '0', label: t('all') }, ...(data?.collections ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(e) => {
            setCollection(Number(e.target.value));
            setPage(1);
          }}
        />
      </form>
      <Bar>
        <span role="status">{data ? t('count', { count: data.total }) : ''}</span>
        <Button type="button" onClick={download} loading={pdf === 'busy'}>
          {pdf === 'busy' ? t('pdfBusy') : t('pdf')}
        </Button>
      </Bar>
      {pdf === 'failed' && (
        <Notice role="alert" tone="danger">
          {t('pdfFailed')}
        </Notice>
      )}
      <LoadStates loaded={list} loading={t('loading')} failed={t('loadFailed')} />
      {data && data.rows.length === 0 && <p>{t('none')}</p>}
      {data &&
        data.rows.length > 0 &&
        (showWholesale ? (
          <WithShoppingList>{(actor) => <Rows rows={data.rows} title={title} actor={actor} />}</WithShoppingList>
        ) : (
          <Rows rows={data.rows} title={title} actor={null} />
        ))}
      {data && pages > 1 && (
        <Bar>
          <Button type="button" tone="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button type="button" tone="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </Bar>
      )}
    </PageColumn>
  );
}
