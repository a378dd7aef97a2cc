import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { CsvImportReport } from '../../../../contract/admin-products';
import { consoleMessages } from '../../../../contract/console-messages';
import { said } from '../../../../contract/messages';
import { csvImportMachine, type CsvImportContext } from '../../../../machines/admin/csv-import.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { csvImportLogic } from './csv-import.actors';
import { CsvImport } from './csv-import';

const FILE = new File(['sku,name\n'], 'products.csv', { type: 'text/csv' });
const checkedReport: CsvImportReport = {
  dry_run: true,
  written: false,
  counts: { created: 1, updated: 1, unchanged: 0, error: 0 },
  lines: [
    { line: 2, sku: 'NEW-1', colour_sku: 'NEW-1-BLK', result: 'created', messages: [] },
    { line: 3, sku: 'OLD-1', colour_sku: 'OLD-1-RED', result: 'updated', messages: ['Changes price'] },
  ],
};
const importedReport: CsvImportReport = { ...checkedReport, dry_run: false, written: true };
const badReport: CsvImportReport = {
  dry_run: false,
  written: false,
  counts: { created: 1, updated: 0, unchanged: 0, error: 1 },
  lines: [
    { line: 2, sku: 'NEW-1', colour_sku: 'NEW-1-BLK', result: 'created', messages: [] },
    { line: 3, sku: 'BAD-1', colour_sku: 'BAD-1-RED', result: 'error', messages: [`price: ${consoleMessages.productPriceInvalid}`] },
  ],
};
const broken = new ApiError('invalid', 422, 'Line 3: a quoted field is not closed', { file: said('csvQuoting', { line: '3' }) });
const hasErrors = new ApiError('invalid', 422, consoleMessages.csvHasErrors, {}, badReport, said('csvHasErrors'));

const ctx = (s: AnyMachineSnapshot) => s.context as CsvImportContext;
const model = createTestModel(toModelMachine(csvImportMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...(ctx(s).file ? [] : [{ type: 'csv.file', file: { name: FILE.name, blob: FILE } }]),
    { type: 'csv.check' },
    { type: 'csv.import' },
    { type: 'xstate.done.actor.check', output: checkedReport },
    { type: 'xstate.error.actor.check', error: broken },
    { type: 'xstate.done.actor.import', output: importedReport },
    { type: 'xstate.error.actor.import', error: hasErrors },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, file: !!c.file, report: c.report ? `${c.report.dry_run}:${c.report.written}` : null, err: !!c.error };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const paths = coveringPaths<Path>(model as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('the catalogue CSV import (model: machines/admin/csv-import.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['empty', 'ready', 'checking', 'checked', 'importing', 'imported']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const check = controlledCall<CsvImportReport>();
      const imp = controlledCall<CsvImportReport>();
      render(
        <I18nProvider i18n={i18n}>
          <CsvImport logic={csvImportLogic.provide({ actors: { check: check.logic, import: imp.logic } })} />
        </I18nProvider>,
      );
      await flush();
      const picker = () => screen.getByLabelText('Choose a CSV file') as HTMLInputElement;
      const checkButton = () => screen.getByRole('button', { name: 'Check' });
      const importButton = () => screen.getByRole('button', { name: 'Import CSV' });
      const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
      const rows = () => screen.queryAllByRole('row').slice(1);
      const expectReport = (c: CsvImportContext) => {
        if (!c.report) {
          expect(screen.queryByRole('table')).toBeNull();
          return;
        }
        expect(rows().map((r) => r.textContent)).toEqual(
          c.report.lines.map((l) => `${l.line}${l.sku}${l.colour_sku}${l.result[0]!.toUpperCase()}${l.result.slice(1)}${l.messages.join('')}`),
        );
        const { created, updated, unchanged, error } = c.report.counts;
        expect(screen.getByText(new RegExp(`${created} created, ${updated} updated, ${unchanged} unchanged, ${error} with errors`))).toBeTruthy();
      };
      await path.test({
        states: {
          empty: () => {
            expect(checkButton().hasAttribute('disabled')).toBe(true);
            expect(importButton().hasAttribute('disabled')).toBe(true);
            expect(screen.queryByRole('table')).toBeNull();
          },
          ready: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(checkButton().hasAttribute('disabled')).toBe(false);
            expect(importButton().hasAttribute('disabled')).toBe(false);
            expect(alerts()).toEqual(
              c.error === broken ? ['Line 3: a quoted field is not closed'] : c.error === hasErrors ? [consoleMessages.csvHasErrors] : [],
            );
            expect(picker().getAttribute('aria-invalid')).toBe(c.error === broken ? 'true' : null);
            // A refused real run shows its report: the line to fix, with its message.
            expectReport(c);
          },
          checking: () => {
            expect(checkButton().getAttribute('aria-busy')).toBe('true');
            expect(check.calls.at(-1)?.file.name).toBe('products.csv');
          },
          checked: (s: AnyMachineSnapshot) => {
            expectReport(ctx(s));
            expect(screen.getByText(/Nothing has been written\./)).toBeTruthy();
            expect(importButton().hasAttribute('disabled')).toBe(false);
          },
          importing: () => {
            expect(importButton().getAttribute('aria-busy')).toBe('true');
            expect(imp.calls.at(-1)?.file.name).toBe('products.csv');
          },
          imported: (s: AnyMachineSnapshot) => {
            expectReport(ctx(s));
            expect(screen.getByText('The CSV has been imported (2 lines).')).toBeTruthy();
            expect(importButton().hasAttribute('disabled')).toBe(true);
          },
        } as never,
        events: {
          'csv.file': async () => {
            fireEvent.change(picker(), { target: { files: [FILE] } });
            await flush(1);
          },
          'csv.check': async () => {
            if (!checkButton().hasAttribute('disabled')) fireEvent.click(checkButton());
            await flush(1);
          },
          'csv.import': async () => {
            if (!importButton().hasAttribute('disabled')) fireEvent.click(importButton());
            await flush(1);
          },
          'xstate.done.actor.check': async () => {
            await check.resolve(checkedReport);
            await flush();
          },
          'xstate.error.actor.check': async () => {
            await check.reject(broken);
            await flush();
          },
          'xstate.done.actor.import': async () => {
            await imp.resolve(importedReport);
            await flush();
          },
          'xstate.error.actor.import': async () => {
            await imp.reject(hasErrors);
            await flush();
          },
        } as never,
      });
    });
  }
});
