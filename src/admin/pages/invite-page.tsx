import { Redirect, useSearch } from 'wouter';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { Facts, Note } from '../app/shell/page-parts';
import { acceptInviteLogic } from '../features/auth/auth-forms.actors';
import { authApi } from '../features/auth/auth.api';
import { ConsoleForm } from '../features/forms/console-form';
import { BarePage } from './bare-page';

/** /admin/invite?token=: an invited member sets their name and password, and is signed in. */
export default function InvitePage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const session = useStaffSession();
  const invitation = useLoad(`invite:${token}`, () => (token ? authApi.invitation(token) : Promise.reject(new Error('no token'))));
  if (session.signedIn) return <Redirect to={consoleRoutes.home()} replace />;
  return (
    <BarePage title={t('invite.title')}>
      {invitation.status === 'loading' ? (
        <LoadStates loaded={invitation} loading={t('loading')} failed="" />
      ) : invitation.status === 'failed' ? (
        <Note tone="danger" role="alert">
          {t('invite.refused')}
        </Note>
      ) : (
        <>
          <Facts css={{ marginBottom: '$4' }}>
            <dt>{t('fields.email')}</dt>
            <dd>{invitation.data.email}</dd>
            <dt>{t('fields.role')}</dt>
            <dd>{t(`roles.${invitation.data.role}`)}</dd>
          </Facts>
          <ConsoleForm
            logic={acceptInviteLogic}
            input={{ form: 'acceptInvite', values: { token } }}
            name={t('invite.title')}
            submit={t('invite.submit')}
            fields={[
              { name: 'name', label: t('fields.name'), autoComplete: 'name' },
              { name: 'password', label: t('fields.password'), type: 'password', autoComplete: 'new-password' },
            ]}
          />
        </>
      )}
    </BarePage>
  );
}
