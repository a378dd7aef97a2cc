import { Link, useParams } from 'wouter';
import { routes } from '../../app/paths';
import { RewardText } from '../../features/engagement/questionnaire-reward';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { CustomersOnly } from '../../features/questionnaire/customers-only';
import { useQuestionnaire } from '../../features/questionnaire/questionnaire-load';

const Reward = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$brandSoft',
  '& h2': { margin: 0, fontSize: '$sm', color: '$inkSoft', fontWeight: 600 },
  '& strong': { display: 'block', fontSize: '$xl', color: '$brand', margin: '$1 0' },
  '& a': { color: '$brand', fontWeight: 600 },
});
const Links = styled('p', { margin: 0, display: 'flex', gap: '$4', flexWrap: 'wrap', '& a': { color: '$brand', fontWeight: 600 } });

/** /question-complete/{id}: thanks for the answers and shows what they earned. */
export default function QuestionCompletePage() {
  return (
    <CustomersOnly>
      <QuestionCompleteView />
    </CustomersOnly>
  );
}

function QuestionCompleteView() {
  const { t } = useTranslation('questionnaire');
  const id = Number(useParams<{ id: string }>().id);
  const loaded = useQuestionnaire(id);
  const form = loaded.status === 'ready' ? loaded.data : null;
  return (
    <PageColumn aria-labelledby="question-complete-title">
      <h1 id="question-complete-title">{form?.state === 'submitted' ? t('complete.title') : t('form.heading')}</h1>
      <LoadStates loaded={loaded} loading={t('form.loading')} failed={t('form.failed')} />
      {form && form.state !== 'submitted' && (
        <CentredState>
          <p>{t('complete.notYet')}</p>
          <Link href={routes.questionBreak(form.id)}>{t('list.continue')}</Link>
        </CentredState>
      )}
      {form?.state === 'submitted' && (
        <>
          <p>{t('complete.text', { title: form.title })}</p>
          <Reward aria-labelledby="question-reward">
            <h2 id="question-reward">{t('complete.reward')}</h2>
            <strong>
              <RewardText reward={form.reward} granted />
            </strong>
            {form.reward.kind === 'points' ? (
              <Link href={routes.myPoints}>{t('complete.seePoints')}</Link>
            ) : (
              <Link href={routes.myCoupons}>{t('complete.seeCoupons')}</Link>
            )}
          </Reward>
          <Links>
            <Link href={routes.myQuestionnaire}>{t('list.title')}</Link>
            <Link href={routes.home}>{t('complete.shop')}</Link>
          </Links>
        </>
      )}
    </PageColumn>
  );
}
