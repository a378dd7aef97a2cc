import { Redirect, useSearch } from 'wouter';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { Note } from '../app/shell/page-parts';
import { setupFormLogic } from '../features/auth/auth-forms.actors';
import { authApi } from '../features/auth/auth.api';
import { ConsoleForm } from '../features/forms/console-form';
import { BarePage } from './bare-page';

/** /admin/setup?token=: the one-time link the server printed creates the first owner (Email, Name, Password). */
export default function SetupPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const session = useStaffSession();
  const link = useLoad(`setup:${token}`, () => (token ? authApi.setupLink(token) : Promise.resolve({ valid: false })));
  if (session.signedIn) return <Redirect to={consoleRoutes.home()} replace />;
  return (
    <BarePage title={t('setup.title')}>
      {link.status !== 'ready' ? (
        <LoadStates loaded={link} loading={t('loading')} failed={t('setup.failed')} />
      ) : !link.data.valid ? (
        <Note tone="danger" role="alert">
          {t('setup.refused')}
        </Note>
      ) : (
        <>
          <p>{t('setup.intro')}</p>
          <ConsoleForm
            logic={setupFormLogic}
            input={{ form: 'setup', values: { token } }}
            name={t('setup.title')}
            submit={t('setup.submit')}
            fields={[
              { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'username' },
              { name: 'name', label: t('fields.name'), autoComplete: 'name' },
              { name: 'password', label: t('fields.password'), type: 'password', autoComplete: 'new-password' },
            ]}
          />
        </>
      )}
    </BarePage>
  );
}
