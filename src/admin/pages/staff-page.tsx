import { useCallback, useMemo, useState } from 'react';
import { STAFF_ROLES, type StaffMember } from '../../../contract/staff';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { useStaffSession } from '../app/session/staff-session-provider';
import { PageHead, Panel } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { staffFormLogic } from '../features/staff/staff-forms.actors';
import { StaffTable } from '../features/staff/staff-table';
import { staffApi } from '../features/staff/staff.api';

/** /admin/staff (staff.manage): the members, Invite by e-mail and role, and each member's role and access. */
export default function StaffPage() {
  const { t } = useTranslation();
  const { member } = useStaffSession();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const logic = useMemo(() => staffFormLogic(reload), [reload]);
  const list = useLoad(`staff:${round}`, (signal) => staffApi.list(signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('staff.title')} />
      <Panel aria-labelledby="staff-invite">
        <h2 id="staff-invite">{t('staff.inviteTitle')}</h2>
        <ConsoleForm
          logic={logic}
          input={{ form: 'invite' }}
          name={t('staff.inviteTitle')}
          submit={t('staff.invite')}
          doneText={t('staff.invited')}
          layout="inline"
          fields={[
            { name: 'email', label: t('fields.email'), type: 'email' },
            { name: 'role', label: t('fields.role'), type: 'select', options: STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })) },
          ]}
        />
      </Panel>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('staff.failed')} />
      ) : (
        <StaffTable members={membersOf(list.data)} selfId={member?.id ?? null} logic={logic} />
      )}
    </>
  );
}

/** The list as the server answers it: the members (an array, or a page of them). */
function membersOf(data: StaffMember[] | { items: StaffMember[] }): StaffMember[] {
  return Array.isArray(data) ? data : data.items;
}
