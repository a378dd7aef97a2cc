import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { CsvLineResult } from '../../../../contract/admin-products';
import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Badge, Note, Panel } from '../../app/shell/page-parts';
import { DataTable } from '../../components/data-table';
import { csvImportLogic } from './csv-import.actors';
import { csvImportView } from './csv-import.view';

const TONE: Record<CsvLineResult, 'success' | 'danger' | undefined> = {
  created: 'success',
  updated: undefined,
  unchanged: undefined,
  error: 'danger',
};

/**
 * The CSV import (machines/admin/csv-import.machine.ts): a file chosen with the picker, "Check" (a
 * dry run) and "Import CSV"; the report's counts and a table of every line's result and messages.
 */
export function CsvImport({ logic = csvImportLogic }: { logic?: typeof csvImportLogic }) {
  const actor = useActorRef(logic);
  const view = useSelector(actor, csvImportView, shallowEqual);
  const { t } = useTranslation();
  const say = useMessage();
  const fileId = useId();
  const errorId = useId();
  const report = view.report;
  return (
    <>
      <Panel aria-labelledby={`${fileId}-h`}>
        <h2 id={`${fileId}-h`}>{t('productsImport.file')}</h2>
        <p>{t('productsImport.hint')}</p>
        <FileRow>
          <label htmlFor={fileId}>{t('productsImport.choose')}</label>
          <input
            id={fileId}
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-invalid={view.fileError ? true : undefined}
            aria-describedby={view.fileError ? errorId : undefined}
            onChange={(e) => {
              const f = e.target.files?.[0];
              actor.send({ type: 'csv.file', file: f ? { name: f.name, blob: f } : null });
            }}
          />
        </FileRow>
        {view.fileError && (
          <Note tone="danger" role="alert" id={errorId}>
            {say(view.fileError)}
          </Note>
        )}
        {view.refusal && (
          <Note tone="danger" role="alert">
            {say(view.refusal)}
          </Note>
        )}
        {view.imported && report && (
          <Note tone="success" role="status">
            {t('productsImport.imported', { count: report.lines.length })}
          </Note>
        )}
        <Buttons>
          <Button type="button" tone="secondary" disabled={!view.canSend} loading={view.checking} onClick={() => actor.send({ type: 'csv.check' })}>
            {t('productsImport.check')}
          </Button>
          <Button type="button" disabled={!view.canSend} loading={view.importing} onClick={() => actor.send({ type: 'csv.import' })}>
            {t('productsImport.import')}
          </Button>
        </Buttons>
      </Panel>
      {report && (
        <Panel aria-labelledby={`${fileId}-r`}>
          <h2 id={`${fileId}-r`}>{report.dry_run ? t('productsImport.checkReport') : t('productsImport.importReport')}</h2>
          <p role="status">
            {t('productsImport.counts', { ...report.counts })}
            {report.dry_run && ` ${t('productsImport.nothingWritten')}`}
          </p>
          <DataTable
            caption={t('productsImport.lines')}
            rows={report.lines}
            rowKey={(l) => l.line}
            columns={[
              { label: t('productsImport.columns.line'), num: true, cell: (l) => l.line },
              { label: t('productsImport.columns.sku'), cell: (l) => l.sku },
              { label: t('productsImport.columns.colourSku'), cell: (l) => l.colour_sku },
              {
                label: t('productsImport.columns.result'),
                cell: (l) => <Badge tone={TONE[l.result]}>{t(`productsImport.results.${l.result}`)}</Badge>,
              },
              {
                label: t('productsImport.columns.messages'),
                cell: (l) =>
                  l.messages.length ? (
                    <Messages>
                      {l.messages.map((m, k) => (
                        <li key={k}>{m}</li>
                      ))}
                    </Messages>
                  ) : null,
              },
            ]}
          />
        </Panel>
      )}
    </>
  );
}

const FileRow = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  marginBottom: '$3',
  '& label': { fontWeight: 600, fontSize: '$sm' },
});
const Buttons = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Messages = styled('ul', { margin: 0, paddingInlineStart: '$4' });
