import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { consoleI18n } from '../../../tests/support/console-harness';
import { I18nProvider } from '../../i18n/react';
import type { I18n } from '../../i18n/runtime';
import { DataTable } from './data-table';
import { ListFilters, THREE_FILTERS, type FilterValues } from './list-filters';
import { searchOf } from './url-query';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

function draw(ui: ReactNode) {
  const memory = memoryLocation({ path: '/admin/things', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>{ui}</Router>
    </I18nProvider>,
  );
  return memory;
}

describe('a console list’s filters and table', () => {
  it('Filter writes the fields (trimmed, empty left out) to the address; Clear empties it', () => {
    let asked: FilterValues = {};
    const memory = draw(
      <ListFilters
        label="Things' filters"
        layout={THREE_FILTERS}
        resetKey=""
        hrefOf={(v) => {
          asked = v;
          return `/admin/things?${searchOf(v)}`;
        }}
        clearHref="/admin/things"
        fields={[
          { name: 'q', label: 'Search', type: 'search', value: 'old' },
          { name: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }] },
        ]}
      />,
    );
    const form = screen.getByRole('search', { name: "Things' filters" });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  ada  ' } });
    fireEvent.submit(form);
    expect(asked).toEqual({ q: 'ada', kind: undefined });
    expect(memory.history.at(-1)).toBe('/admin/things?q=ada');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(memory.history.at(-1)).toBe('/admin/things');
  });

  it('draws sortable headers as links with their aria-sort, the others as plain headers', () => {
    draw(
      <DataTable
        caption="Things"
        rows={[{ id: 1, n: 5 }]}
        rowKey={(r) => r.id}
        columns={[
          { label: 'Id', cell: (r) => r.id },
          { label: 'N', sort: 'n', num: true, cell: (r) => r.n },
        ]}
        sorting={{ of: () => 'descending', href: (c) => `/admin/things?sort=${c}&dir=asc` }}
      />,
    );
    const n = screen.getByRole('columnheader', { name: /N/ });
    expect(n.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('link', { name: /N/ }).getAttribute('href')).toBe('/admin/things?sort=n&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('cell', { name: '5' }).className).toBe('num');
  });
});
