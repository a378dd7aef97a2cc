import { STAFF_ROLES, type StaffMember } from '../../../../contract/staff';
import type { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Badge, Table, TableWrap } from '../../app/shell/page-parts';
import { ConsoleForm } from '../forms/console-form';

/** Every member with role and status; per member: change role, Disable (or Enable), Unlock while locked. Yourself: no buttons. */
export function StaffTable({ members, selfId, logic }: { members: StaffMember[]; selfId: number | null; logic: typeof consoleFormMachine }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const roles = STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('staff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.name')}</th>
            <th scope="col">{t('fields.email')}</th>
            <th scope="col">{t('fields.role')}</th>
            <th scope="col">{t('staff.status')}</th>
            <th scope="col">{t('staff.lastSignIn')}</th>
            <th scope="col">{t('staff.manage')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const locked = !!m.locked_until && Date.parse(m.locked_until) > Date.now();
            const self = m.id === selfId;
            const key = `${m.id}:${m.role}:${m.status}:${m.locked_until ?? ''}`;
            return (
              <tr key={m.id}>
                <td>{m.name || '—'}</td>
                <td>{m.email}</td>
                <td>{t(`roles.${m.role}`)}</td>
                <td>
                  <Badge tone={m.status === 'disabled' ? 'danger' : m.status === 'active' ? 'success' : 'neutral'}>
                    {t(`staff.statuses.${m.status}`)}
                  </Badge>
                  {locked && (
                    <>
                      {' '}
                      <Badge tone="danger">{t('staff.locked')}</Badge>
                    </>
                  )}
                </td>
                <td>{m.last_sign_in_at ? date(m.last_sign_in_at, 'medium+time') : '—'}</td>
                <td>
                  {self ? (
                    <small>{t('staff.you')}</small>
                  ) : (
                    <Manage>
                      <ConsoleForm
                        key={`role:${key}`}
                        logic={logic}
                        input={{ form: 'role', values: { id: String(m.id), role: m.role } }}
                        name={t('staff.roleOf', { email: m.email })}
                        submit={t('staff.changeRole')}
                        tone="secondary"
                        fields={[{ name: 'role', label: t('staff.roleOf', { email: m.email }), type: 'select', options: roles }]}
                      />
                      {m.status === 'disabled' ? (
                        <ConsoleForm
                          key={`enable:${key}`}
                          logic={logic}
                          input={{ form: 'enable', values: { id: String(m.id) } }}
                          name={t('staff.enableOf', { email: m.email })}
                          submit={t('staff.enable')}
                          tone="secondary"
                          fields={[]}
                        />
                      ) : (
                        <ConsoleForm
                          key={`disable:${key}`}
                          logic={logic}
                          input={{ form: 'disable', values: { id: String(m.id) } }}
                          name={t('staff.disableOf', { email: m.email })}
                          submit={t('staff.disable')}
                          tone="danger"
                          fields={[]}
                        />
                      )}
                      {locked && (
                        <ConsoleForm
                          key={`unlock:${key}`}
                          logic={logic}
                          input={{ form: 'unlock', values: { id: String(m.id) } }}
                          name={t('staff.unlockOf', { email: m.email })}
                          submit={t('staff.unlock')}
                          tone="secondary"
                          fields={[]}
                        />
                      )}
                    </Manage>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

const Manage = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  alignItems: 'flex-end',
  '& form': { display: 'flex', gap: '$2', alignItems: 'flex-end' },
  '& form label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' },
  '& form > div': { marginBottom: 0 },
  '& form p[role="status"]': { display: 'none' },
});
