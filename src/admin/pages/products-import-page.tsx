import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { CsvImport } from '../features/products/csv-import';
import { productsCsvExportLogic } from '../features/products/csv-import.actors';

/** /admin/products/import: the catalogue as CSV, out (Export CSV: every product) and in (Check, Import CSV). */
export default function ProductsImportPage() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link href={consoleRoutes.products()}>{t('productsImport.back')}</Link>
      </p>
      <PageHead title={t('productsImport.title')}>
        <ConsoleForm
          logic={productsCsvExportLogic}
          input={{ form: 'csv', values: { search: '' } }}
          name={t('productsImport.export')}
          submit={t('productsImport.export')}
          tone="secondary"
          fields={[]}
        />
      </PageHead>
      <CsvImport />
    </>
  );
}
