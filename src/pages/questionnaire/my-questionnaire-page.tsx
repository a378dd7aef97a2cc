import { Link } from 'wouter';
import type { QuestionnaireSummary } from '../../../contract/questionnaire';
import { questionnaireApi } from '../../features/questionnaire/questionnaire.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { RewardText } from '../../features/engagement/questionnaire-reward';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Card = styled('li', {
  padding: '$3 $4',
  borderRadius: '$lg',
  border: '1px solid $line',
  display: 'grid',
  gap: '$1',
  '& h2': { margin: 0, fontSize: '$md' },
  '& p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
  '& .state': {
    justifySelf: 'start',
    fontSize: '$xs',
    fontWeight: 700,
    padding: '2px $2',
    borderRadius: '$sm',
    backgroundColor: '$brandSoft',
    color: '$brand',
  },
  '& .state[data-state=submitted]': { backgroundColor: '$successSoft', color: '$success' },
  '& .state[data-state=expired]': { backgroundColor: '$dangerSoft', color: '$danger' },
  '& a': { color: '$brand', fontWeight: 700, justifySelf: 'start', minHeight: '$tap', display: 'inline-flex', alignItems: 'center' },
});

function Entry({ q }: { q: QuestionnaireSummary }) {
  const { t } = useTranslation('questionnaire');
  const date = useFormatDate();
  const titleId = `questionnaire-${q.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <span className="state" data-state={q.state}>
        {t(`list.state.${q.state}`)}
      </span>
      <h2 id={titleId}>{q.title}</h2>
      <p>{q.description}</p>
      <p>
        <strong>
          <RewardText reward={q.reward} />
        </strong>
        {' · '}
        {q.state === 'submitted' && q.submitted_at
          ? t('list.answeredOn', { date: date(q.submitted_at, 'medium') })
          : q.state === 'expired'
            ? t('list.closedOn', { date: date(q.ends_at, 'medium') })
            : t('list.until', { date: date(q.ends_at, 'medium') })}
      </p>
      {q.state === 'available' && (
        <Link href={routes.questionBreak(q.id)} aria-label={t('list.startNamed', { title: q.title })}>
          {t('list.start')}
        </Link>
      )}
      {q.state === 'started' && (
        <Link href={routes.questionBreak(q.id)} aria-label={t('list.continueNamed', { title: q.title })}>
          {t('list.continue')}
        </Link>
      )}
      {q.state === 'submitted' && (
        <Link href={routes.questionComplete(q.id)} aria-label={t('list.rewardNamed', { title: q.title })}>
          {t('list.reward')}
        </Link>
      )}
    </Card>
  );
}

/** /account/my-questionnaire: the customer's questionnaires with their state and reward. */
export default function MyQuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const list = useLoad<QuestionnaireSummary[]>('my-questionnaires', (signal) => questionnaireApi.list(signal));
  return (
    <PageColumn aria-labelledby="my-questionnaire-title">
      <h1 id="my-questionnaire-title">{t('list.title')}</h1>
      <LoadStates loaded={list} loading={t('list.loading')} failed={t('list.failed')} />
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <CentredState>
            <p>{t('list.empty')}</p>
          </CentredState>
        ) : (
          <List>
            {list.data.map((q) => (
              <Entry key={q.id} q={q} />
            ))}
          </List>
        ))}
    </PageColumn>
  );
}
