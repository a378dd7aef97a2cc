import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { COUNTRIES, regionsOf } from '../../../contract/regions';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Sheet } from '../../components/sheet';
import { SearchIcon } from '../../components/icons';
import type { OverlayContentProps } from '../../app/overlays/overlay-types';
import { countryNamer } from './country-name';

const Search = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: '$3 $4',
  paddingInline: '$3',
  minHeight: '$tap',
  borderRadius: '$pill',
  border: '1px solid $line',
  backgroundColor: '$canvas',
  color: '$inkSoft',
  '&:focus-within': { borderColor: '$brand', backgroundColor: '$surface' },
  '& input': { flex: 1, minWidth: 0, height: '$tap', border: 0, background: 'none', fontSize: '$md', outline: 'none', color: '$ink' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: '0 0 $4' });
const Item = styled('button', {
  appearance: 'none',
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  minHeight: '$tap',
  padding: '$2 $4',
  border: 0,
  borderBlockEnd: '1px solid $line',
  background: 'none',
  textAlign: 'start',
  fontSize: '$md',
  cursor: 'pointer',
  '&[aria-current="true"]': { color: '$brand', fontWeight: 700, backgroundColor: '$brandSoft' },
  '& small': { color: '$inkFaint', fontSize: '$sm', fontWeight: 400 },
});
const Empty = styled('p', { margin: '$4', color: '$inkSoft', fontSize: '$sm' });

interface Choice<K> {
  key: K;
  label: string;
  hint?: string;
}

interface PickerSheetProps<K> {
  title: string;
  searchLabel: string;
  choices: Choice<K>[];
  selected: K | null | undefined;
  onSelect(key: K): void;
  onClose(): void;
}

/** A searchable slide-up list; choosing closes it. */
function PickerSheet<K extends string | number>({ title, searchLabel, choices, selected, onSelect, onClose }: PickerSheetProps<K>) {
  const { t, i18n } = useTranslation('checkout');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const shown = useMemo(() => {
    const q = deferred.trim().toLocaleLowerCase(i18n.language);
    if (!q) return choices;
    return choices.filter((c) => c.label.toLocaleLowerCase(i18n.language).includes(q) || c.hint?.toLocaleLowerCase() === q);
  }, [choices, deferred, i18n.language]);
  return (
    <Sheet
      title={title}
      onClose={onClose}
      initialFocus={input}
      top={
        <Search>
          <SearchIcon size="0.44rem" aria-hidden="true" />
          <label htmlFor={inputId} className="visually-hidden">
            {searchLabel}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder={searchLabel}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Search>
      }
    >
      {shown.length === 0 ? (
        <Empty role="status">{t('picker.none')}</Empty>
      ) : (
        <List aria-label={title}>
          {shown.map((c) => (
            <li key={c.key}>
              <Item
                type="button"
                aria-current={c.key === selected ? 'true' : undefined}
                onClick={() => {
                  onSelect(c.key);
                  onClose();
                }}
              >
                <span>{c.label}</span>
                {c.hint && <small aria-hidden="true">{c.hint}</small>}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Sheet>
  );
}

/** The country picker overlay. Props: `selected` (a country code), `onSelect(countryId)`. */
export function CountryPicker({ props, onClose }: OverlayContentProps) {
  const { t, i18n } = useTranslation('checkout');
  const choices = useMemo(() => {
    const name = countryNamer(i18n.language);
    return COUNTRIES.map((c) => ({ key: c.country_id, label: name(c.country_id, c.country) })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  return (
    <PickerSheet
      title={t('address.chooseCountry')}
      searchLabel={t('picker.searchCountry')}
      choices={choices}
      selected={props.selected as string | undefined}
      onSelect={(id) => (props.onSelect as ((id: string) => void) | undefined)?.(id)}
      onClose={onClose}
    />
  );
}

/** The state picker overlay. Props: `countryId`, `selected` (a region id), `onSelect(regionId)`. */
export function StatePicker({ props, onClose }: OverlayContentProps) {
  const { t } = useTranslation('checkout');
  const countryId = String(props.countryId ?? '');
  const choices = useMemo(() => (regionsOf(countryId) ?? []).map((r) => ({ key: r.region_id, label: r.default_name, hint: r.code })), [countryId]);
  return (
    <PickerSheet
      title={t('address.chooseState')}
      searchLabel={t('picker.searchState')}
      choices={choices}
      selected={props.selected as number | undefined}
      onSelect={(id) => (props.onSelect as ((id: number) => void) | undefined)?.(id)}
      onClose={onClose}
    />
  );
}
