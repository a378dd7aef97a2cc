import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { lensRowMatches, type LensPriceListKind } from '../../../contract/lens-price-list';
import type { LadderPrice } from '../../../contract/entities';
import { lensPriceListApi } from '../../features/lenses/lens-price-list.api';
import { useMoney, type Money } from '../../features/currency/use-money';
import { routes } from '../../app/paths';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& caption': { textAlign: 'start', fontWeight: 700, fontSize: '$md', padding: '$2 0' },
  '& th, & td': { padding: '$2 $1', borderBottom: '1px solid $line', textAlign: 'start', verticalAlign: 'top' },
  '& th small, & td small': { display: 'block', color: '$inkSoft', fontWeight: 400 },
});
const Nav = styled('nav', { display: 'flex', flexWrap: 'wrap', gap: '$3', fontSize: '$sm' });

const tiers = (list: LadderPrice[], money: Money) => list.map((w) => `${w.min_qty}+ ${money(w.price)}`).join(' · ');

type Variant = LensPriceListKind | 'search';

/**
 * The lens price lists (catalogue pages: no header, pop-up or chat): z the lens catalogue's prices
 * by series, w with business buyers' prices by pairs (to them; anyone else is told how to become
 * one), search the same list found by what is typed (nothing until then). One table per series and
 * one of the coatings and tints, filtered by the search words.
 */
function LensPriceList({ variant }: { variant: Variant }) {
  const { t } = useTranslation('catalogues');
  const money = useMoney();
  const user = useUser();
  const kind: LensPriceListKind = variant === 'w' ? 'w' : 'z';
  const initial = new URLSearchParams(useSearch()).get('keywords') ?? '';
  const [words, setWords] = useState(initial);
  const list = useLoad(`lens-price-list:${kind}:${user?.id ?? 0}:${user?.type ?? 0}`, (signal) => lensPriceListApi.list(kind, signal));
  const data = list.status === 'ready' ? list.data : null;
  const waiting = variant === 'search' && !words.trim();
  const business = data != null && kind === 'w' && !data.wholesale_hidden;
  const rows = data && !waiting ? data.rows.filter((r) => lensRowMatches(words, r.series_name, r.index, r.index_name, r.material)) : [];
  const extras = data && !waiting ? data.extras.filter((e) => lensRowMatches(words, e.name, e.description, t(`lenses.kind.${e.kind}`))) : [];
  const title = t(`lenses.${variant}.title`);

  return (
    <PageColumn aria-labelledby="lens-list-title">
      <h1 id="lens-list-title">{title}</h1>
      <p>{t(`lenses.${variant}.intro`)}</p>
      {data?.wholesale_hidden && (
        <Notice>
          {t('lenses.hidden')}{' '}
          {user ? (
            <Link href={routes.accountSettings}>{t('lenses.become')}</Link>
          ) : (
            <Link href={`${routes.signIn}?redirect=${encodeURIComponent('/lenses/catalog-price-list-w')}`}>{t('lenses.signIn')}</Link>
          )}
        </Notice>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField label={t('lenses.searchLabel')} type="search" name="keywords" value={words} onChange={(e) => setWords(e.target.value)} />
      </form>
      <LoadStates loaded={list} loading={t('lenses.loading')} failed={t('lenses.failed')} />
      {data && (
        <p role="status">
          {waiting
            ? t('lenses.search.start')
            : rows.length + extras.length
              ? t('lenses.count', { count: rows.length + extras.length })
              : t('lenses.none')}
        </p>
      )}
      {data?.series.map((s) => {
        const mine = rows.filter((r) => r.series === s.code);
        if (!mine.length) return null;
        return (
          <Table key={s.code}>
            <caption>
              {s.name}
              <small className="visually-hidden"> {s.description}</small>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('lenses.index')}</th>
                <th scope="col">{t('lenses.price')}</th>
                {business && <th scope="col">{t('lenses.wholesale')}</th>}
              </tr>
            </thead>
            <tbody>
              {mine.map((r) => (
                <tr key={r.index}>
                  <th scope="row">
                    {r.index_name}
                    <small>
                      {r.material} · {t('lenses.power', { power: r.max_power.toFixed(2) })}
                    </small>
                  </th>
                  <td>{money(r.price)}</td>
                  {business && <td>{tiers(r.wholesale_price, money)}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        );
      })}
      {extras.length > 0 && (
        <Table>
          <caption>{t('lenses.extras')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lenses.extra')}</th>
              <th scope="col">{t('lenses.add')}</th>
              {business && <th scope="col">{t('lenses.wholesale')}</th>}
            </tr>
          </thead>
          <tbody>
            {extras.map((e) => (
              <tr key={e.code}>
                <th scope="row">
                  {e.name}
                  <small>
                    {t(`lenses.kind.${e.kind}`)} · {e.description}
                  </small>
                </th>
                <td>+{money(e.price)}</td>
                {business && <td>{tiers(e.wholesale_price, money)}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Nav aria-label={t('lenses.others')}>
        {variant !== 'z' && <Link href={routes.lensPriceListZ}>{t('lenses.toZ')}</Link>}
        {variant !== 'w' && <Link href={routes.lensPriceListW}>{t('lenses.toW')}</Link>}
        {variant !== 'search' && <Link href={routes.lensPriceListSearch}>{t('lenses.toSearch')}</Link>}
        <Link href={routes.lensDetail}>{t('lenses.details')}</Link>
      </Nav>
    </PageColumn>
  );
}

export const LensPriceListZ = () => <LensPriceList variant="z" />;
export const LensPriceListW = () => <LensPriceList variant="w" />;
export const LensPriceListSearch = () => <LensPriceList variant="search" />;
