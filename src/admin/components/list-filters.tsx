import type { InputHTMLAttributes } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

type Option = { value: string; label: string };

/** One filter of a list: a choice among `options` (with "Any" first), or a text, search or date field. */
export type FilterField = { name: string; label: string; value?: string | number } & (
  { options: Option[] } | { type?: 'text' | 'search' | 'date'; placeholder?: string; inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'] }
);

/** The filters' values as typed: trimmed, an empty one undefined, in the fields' order. */
export type FilterValues = Record<string, string | undefined>;

/** How the fields sit: the grid's columns, and the columns below `narrowAt` pixels wide. */
export type FilterLayout = { columns: string; narrowAt: number; narrowColumns: string };

/** Three filters and the buttons in a row, two a row on a narrow screen. */
export const THREE_FILTERS: FilterLayout = { columns: 'repeat(3, minmax(4rem, 1fr)) auto', narrowAt: 900, narrowColumns: 'repeat(2, 1fr)' };

/**
 * A console list's filters, kept in the address: Filter writes them there (`hrefOf` makes the
 * address from the values; the list follows), Clear goes to `clearHref`. The fields start from the
 * address each time `resetKey` changes, and hold nothing else.
 */
export function ListFilters({
  label,
  fields,
  layout,
  resetKey,
  hrefOf,
  clearHref,
}: {
  label: string;
  fields: FilterField[];
  layout: FilterLayout;
  resetKey: string;
  hrefOf: (values: FilterValues) => string;
  clearHref: string;
}) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  return (
    <Form
      key={resetKey}
      role="search"
      aria-label={label}
      css={{ gridTemplateColumns: layout.columns, [`@media (max-width: ${layout.narrowAt}px)`]: { gridTemplateColumns: layout.narrowColumns } }}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        go(hrefOf(Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '').trim() || undefined]))));
      }}
    >
      {fields.map((f) => {
        const value = f.value === undefined ? '' : String(f.value);
        if ('options' in f) {
          return <SelectField key={f.name} label={f.label} name={f.name} defaultValue={value} placeholder={t('orders.any')} options={f.options} />;
        }
        return (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type}
            defaultValue={value}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
          />
        );
      })}
      <div className="buttons">
        <Button type="submit">{t('orders.filter')}</Button>
        <Button tone="ghost" onClick={() => go(clearHref)}>
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled('form', {
  display: 'grid',
  gap: '0 $3',
  alignItems: 'end',
  marginBottom: '$3',
  '& .buttons': { display: 'flex', gap: '$2', marginBottom: '$4' },
});
