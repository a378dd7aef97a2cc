import { useEffect, useState } from 'react';
import type { Facet, GoodsProperties, GoodsQuery } from '../../../contract/catalog';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Sheet } from '../../components/sheet';
import { FILTER_KEYS, toggleValue, withoutFilters, type FilterKey } from './query-codec';

const Scroll = styled('div', { padding: '$2 $4 $4' });
const Group = styled('fieldset', {
  border: 0,
  margin: 0,
  padding: '$3 0',
  borderBlockEnd: '1px solid $line',
  '& legend': { padding: 0, fontWeight: 700, fontSize: '$md', marginBlockEnd: '$2' },
});
const Options = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Option = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '0.88rem',
  paddingInline: '$3',
  borderRadius: '$pill',
  border: '1px solid $line',
  fontSize: '$sm',
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': { borderColor: '$brand', backgroundColor: '$brandSoft', color: '$brand', fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: '2px solid $brand', outlineOffset: 2 },
  '& small': { color: '$inkFaint', fontWeight: 400 },
});
const Swatch = styled('span', { width: '0.32rem', height: '0.32rem', borderRadius: '50%', border: '1px solid rgba(0,0,0,.2)' });
const PriceRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
  '& label': { display: 'flex', flexDirection: 'column', gap: '$1', fontSize: '$sm', color: '$inkSoft' },
  '& input': { minHeight: '0.96rem', border: '1px solid $line', borderRadius: '$md', paddingInline: '$3', fontSize: '$md', width: '100%' },
});
const Foot = styled('div', { display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '$3', padding: '$3 $4', borderBlockStart: '1px solid $line' });

export interface FilterSheetProps {
  query: GoodsQuery;
  properties: GoodsProperties | null;
  total: number | null;
  onChange(query: GoodsQuery): void;
  onClose(): void;
}

/** The slide-up filter sheet: every change applies at once (and goes into the URL). */
export function FilterSheet({ query, properties, total, onChange, onClose }: FilterSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Sheet
      title={t('filters.title')}
      onClose={onClose}
      footer={
        <Foot>
          <Button tone="secondary" onClick={() => onChange(withoutFilters(query))}>
            {t('filters.clearAll')}
          </Button>
          <Button onClick={onClose}>{total == null ? t('filters.done') : t('filters.show', { count: total })}</Button>
        </Foot>
      }
    >
      <Scroll>
        {!properties && <p role="status">{t('common:loading')}</p>}
        {properties && FILTER_KEYS.map((key) => <FacetGroup key={key} name={key} facets={properties[key]} query={query} onChange={onChange} />)}
        {properties && <PriceGroup query={query} range={properties.price} onChange={onChange} />}
      </Scroll>
    </Sheet>
  );
}

/** A filter value's label: known values translated, others as the catalogue names them. */
export function useFacetLabel() {
  const { t } = useTranslation('catalog');
  return (key: FilterKey, value: string, label?: string) =>
    key === 'color' ? (label ?? value) : t(`values.${key}.${value}`, { defaultValue: label ?? value });
}

function FacetGroup({ name, facets, query, onChange }: { name: FilterKey; facets: Facet[]; query: GoodsQuery; onChange(q: GoodsQuery): void }) {
  const { t } = useTranslation('catalog');
  const label = useFacetLabel();
  const selected = query[name] ?? [];
  if (facets.length === 0) return null;
  return (
    <Group>
      <legend>{t(`filters.${name}`)}</legend>
      <Options>
        {facets.map((f) => (
          <Option key={f.value}>
            <input type="checkbox" checked={selected.includes(f.value)} onChange={() => onChange(toggleValue(query, name, f.value))} />
            {name === 'color' && <Swatch aria-hidden="true" style={{ backgroundColor: f.hex }} />}
            {label(name, f.value, f.label)}
            <small aria-label={t('filters.count', { count: f.count })}>{f.count}</small>
          </Option>
        ))}
      </Options>
    </Group>
  );
}

function PriceGroup({ query, range, onChange }: { query: GoodsQuery; range: { min: number; max: number }; onChange(q: GoodsQuery): void }) {
  const { t } = useTranslation('catalog');
  const [min, setMin] = useState(query.price_min?.toString() ?? '');
  const [max, setMax] = useState(query.price_max?.toString() ?? '');
  useEffect(() => setMin(query.price_min?.toString() ?? ''), [query.price_min]);
  useEffect(() => setMax(query.price_max?.toString() ?? ''), [query.price_max]);
  const commit = () => {
    const toNumber = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) || Number(v) < 0 ? undefined : Number(v));
    const next = { ...query, price_min: toNumber(min), price_max: toNumber(max) };
    if (next.price_min === undefined) delete next.price_min;
    if (next.price_max === undefined) delete next.price_max;
    if (next.price_min !== query.price_min || next.price_max !== query.price_max) onChange(next);
  };
  return (
    <Group>
      <legend>{t('filters.price')}</legend>
      <PriceRow onKeyDown={(e) => e.key === 'Enter' && commit()}>
        <label>
          {t('filters.priceMin')}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder={String(Math.floor(range.min))}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            onBlur={commit}
          />
        </label>
        <label>
          {t('filters.priceMax')}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder={String(Math.ceil(range.max))}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            onBlur={commit}
          />
        </label>
      </PriceRow>
    </Group>
  );
}
