import { useTranslation } from '../../i18n/react';
import { useStaffSession } from '../app/session/staff-session-provider';
import { Facts, PageHead, Panel } from '../app/shell/page-parts';
import { passwordFormLogic } from '../features/auth/auth-forms.actors';
import { ConsoleForm } from '../features/forms/console-form';

/** /admin/account: the member, their role, and their own password. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { member } = useStaffSession();
  return (
    <>
      <PageHead title={t('account.title')} />
      <Panel>
        <Facts>
          <dt>{t('fields.name')}</dt>
          <dd>{member?.name}</dd>
          <dt>{t('fields.email')}</dt>
          <dd>{member?.email}</dd>
          <dt>{t('fields.role')}</dt>
          <dd>{member ? t(`roles.${member.role}`) : ''}</dd>
        </Facts>
      </Panel>
      <Panel css={{ maxWidth: '14rem' }}>
        <h2>{t('account.password')}</h2>
        <ConsoleForm
          logic={passwordFormLogic}
          input={{ form: 'password' }}
          name={t('account.password')}
          submit={t('account.submit')}
          doneText={t('account.changed')}
          fields={[
            { name: 'current_password', label: t('fields.currentPassword'), type: 'password', autoComplete: 'current-password' },
            { name: 'new_password', label: t('fields.newPassword'), type: 'password', autoComplete: 'new-password' },
          ]}
        />
      </Panel>
    </>
  );
}
