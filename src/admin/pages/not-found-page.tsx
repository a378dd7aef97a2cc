import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { BarePage } from './bare-page';

/** A console address that is no page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <BarePage title={t('notFound.title')}>
      <p>
        <Link href={consoleRoutes.home()}>{t('notFound.home')}</Link>
      </p>
    </BarePage>
  );
}
