import { useLocation } from 'wouter';
import { INBOX_KINDS, INBOX_STATUSES, type AdminInboxAssignee, type AdminInboxQuery } from '../../../../contract/admin';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { inboxSearchOf } from './inbox-query';

/**
 * The inbox's filters: status, kind, assignee (me, nobody, a member). They live in the address:
 * Filter writes them there, Clear empties it.
 */
export function InboxFilters({ query, assignees }: { query: AdminInboxQuery; assignees: AdminInboxAssignee[] }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim() || undefined;
  return (
    <Form
      key={`${inboxSearchOf(query)}:${assignees.length}`}
      role="search"
      aria-label={t('inbox.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const next: AdminInboxQuery = {
          status: field(data, 'status') as AdminInboxQuery['status'],
          kind: field(data, 'kind') as AdminInboxQuery['kind'],
          assignee: field(data, 'assignee'),
        };
        go(consoleRoutes.inbox(inboxSearchOf(next)));
      }}
    >
      <SelectField
        label={t('inbox.status')}
        name="status"
        defaultValue={query.status ?? ''}
        placeholder={t('orders.any')}
        options={INBOX_STATUSES.map((s) => ({ value: s, label: t(`inbox.statuses.${s}`) }))}
      />
      <SelectField
        label={t('inbox.kind')}
        name="kind"
        defaultValue={query.kind ?? ''}
        placeholder={t('orders.any')}
        options={INBOX_KINDS.map((k) => ({ value: k, label: t(`inbox.kinds.${k}`) }))}
      />
      <SelectField
        label={t('inbox.assignee')}
        name="assignee"
        defaultValue={query.assignee ?? ''}
        placeholder={t('orders.any')}
        options={[
          { value: 'me', label: t('inbox.me') },
          { value: 'none', label: t('inbox.nobody') },
          ...assignees.map((a) => ({ value: String(a.id), label: a.name || a.email })),
        ]}
      />
      <div className="buttons">
        <Button type="submit">{t('orders.filter')}</Button>
        <Button tone="ghost" onClick={() => go(consoleRoutes.inbox())}>
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
