import { useState } from 'react';
import { STOREFRONT_LIMITS, type StorefrontBlock, type StorefrontGoods } from '../../../../contract/admin-storefront';
import type { FieldError } from '../../../../machines/admin/fields';
import { Button } from '../../../components/button';
import { Message, TextField } from '../../../components/text-field';
import { useLoad } from '../../../components/use-load';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { useFieldError } from '../forms/use-field-error';
import { storefrontApi } from './storefront.api';
import { idsOf, movedOrder } from './storefront-values';

/**
 * A goods row's chosen products (the form's `goods_ids`, in order): each with Move up, Move down
 * and Remove (buttons, so the keyboard reorders too), and a search of published products by name
 * or SKU to add from. None chosen: the row's tab chooses, as before.
 */
export function GoodsPicker({
  block,
  ids,
  onChange,
  error,
  search = storefrontApi.searchGoods,
  max = STOREFRONT_LIMITS.goodsMax,
  noneText,
}: {
  /** What the picker is for: a goods row (its tab chooses when none is chosen), or another list of products (a live room's). */
  block: Pick<StorefrontBlock, 'goods'> & { id: number | string; tab?: StorefrontBlock['tab'] };
  ids: string;
  onChange: (ids: string) => void;
  error: FieldError | undefined;
  /** Finds published products (default: the storefront's search, catalogue.manage). */
  search?: (q: string, signal?: AbortSignal) => Promise<StorefrontGoods[]>;
  max?: number;
  /** Said when none is chosen (default: the goods row's tab chooses). */
  noneText?: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [q, setQ] = useState('');
  const [known, setKnown] = useState<Map<number, StorefrontGoods>>(() => new Map(block.goods.map((g) => [g.id, g])));
  const chosen = idsOf(ids);
  const found = useLoad(`storefront-goods:${block.id}:${q.trim()}`, (signal) =>
    q.trim() ? search(q.trim(), signal) : Promise.resolve([] as StorefrontGoods[]),
  );
  const set = (next: number[]) => onChange(next.join(','));
  const message = fieldError(error);
  const listId = `chosen-${block.id}`;
  return (
    <Picker>
      {chosen.length === 0 ? (
        <p className="hint">{noneText ?? t('storefront.goodsNone', { tab: block.tab ?? '' })}</p>
      ) : (
        <ol id={listId} aria-label={t('storefront.goodsChosen')} aria-describedby={message ? `${listId}-error` : undefined}>
          {chosen.map((id, i) => {
            const g = known.get(id);
            const name = g?.name ?? `#${id}`;
            return (
              <li key={id}>
                {g && <img src={g.img} alt="" width={40} height={40} />}
                <span>
                  <strong>{name}</strong> <small>{g?.sku}</small>
                </span>
                <Button
                  type="button"
                  tone="ghost"
                  disabled={i === 0}
                  aria-label={t('storefront.moveUp', { name })}
                  onClick={() => set(movedOrder(chosen, id, -1))}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  tone="ghost"
                  disabled={i === chosen.length - 1}
                  aria-label={t('storefront.moveDown', { name })}
                  onClick={() => set(movedOrder(chosen, id, 1))}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  tone="ghost"
                  aria-label={t('storefront.removeGoods', { name })}
                  onClick={() => set(chosen.filter((c) => c !== id))}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {message && (
        <Message id={`${listId}-error`} role="alert">
          {message}
        </Message>
      )}
      <TextField
        label={t('storefront.goodsSearch')}
        type="search"
        name={`goods-search-${block.id}`}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      {found.status === 'ready' && q.trim() !== '' && (
        <ul aria-label={t('storefront.goodsFound')}>
          {found.data.length === 0 && <li>{t('storefront.goodsNoneFound')}</li>}
          {found.data.map((g) => (
            <li key={g.id}>
              <img src={g.img} alt="" width={40} height={40} />
              <span>
                <strong>{g.name}</strong> <small>{g.sku}</small>
              </span>
              <Button
                type="button"
                tone="secondary"
                disabled={chosen.includes(g.id) || chosen.length >= max}
                aria-label={t('storefront.addGoods', { name: g.name })}
                onClick={() => {
                  setKnown((m) => new Map(m).set(g.id, g));
                  set([...chosen, g.id]);
                }}
              >
                {t('storefront.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Picker>
  );
}

const Picker = styled('div', {
  '& .hint': { fontSize: '$sm', color: '$inkSoft' },
  '& ol, & ul': { listStyle: 'none', margin: '0 0 $3', padding: 0, display: 'grid', gap: '$1' },
  '& li': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$sm' },
  '& li > span': { flex: 1, minWidth: 0 },
  '& li img': { borderRadius: '$sm', border: '1px solid $line', objectFit: 'contain', backgroundColor: '$canvas' },
  '& small': { color: '$inkSoft' },
});
