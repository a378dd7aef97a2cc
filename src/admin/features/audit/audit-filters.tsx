import { useLocation } from 'wouter';
import type { AdminAuditQuery } from '../../../../contract/admin';
import { AUDIT_RECORD_KINDS, type StaffMember } from '../../../../contract/staff';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { auditQueryOf, auditSearchOf } from './audit-query';

/**
 * The audit log's filters (member, kind of record, record), kept in the address: Filter writes them
 * there. The member is chosen from the staff list when the member may read it, else by number.
 */
export function AuditFilters({ query, members }: { query: AdminAuditQuery; members: StaffMember[] | null }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  return (
    <Form
      key={auditSearchOf(query)}
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new URLSearchParams();
        for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v.trim()) data.set(k, v.trim());
        go(consoleRoutes.audit(auditSearchOf(auditQueryOf(data.toString()))));
      }}
    >
      {members ? (
        <SelectField
          label={t('audit.member')}
          name="staff_id"
          defaultValue={query.staff_id ? String(query.staff_id) : ''}
          placeholder={t('orders.any')}
          options={members.map((m) => ({ value: String(m.id), label: m.email }))}
        />
      ) : (
        <TextField label={t('audit.memberId')} name="staff_id" inputMode="numeric" defaultValue={query.staff_id ?? ''} />
      )}
      <SelectField
        label={t('audit.kind')}
        name="record_kind"
        defaultValue={query.record_kind ?? ''}
        placeholder={t('orders.any')}
        options={AUDIT_RECORD_KINDS.map((k) => ({ value: k, label: t(`audit.kinds.${k}`) }))}
      />
      <TextField label={t('audit.recordId')} name="record_id" defaultValue={query.record_id ?? ''} />
      <div className="buttons">
        <Button type="submit">{t('orders.filter')}</Button>
        <Button tone="ghost" onClick={() => go(consoleRoutes.audit())}>
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(4rem, 1fr)) auto',
  gap: '0 $3',
  alignItems: 'end',
  marginBottom: '$3',
  '& .buttons': { display: 'flex', gap: '$2', marginBottom: '$4' },
  '@media (max-width: 900px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
});
