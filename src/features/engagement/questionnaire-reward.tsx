import type { QuestionnaireReward } from '../../../contract/questionnaire';
import { useTranslation } from '../../i18n/react';

/** A questionnaire's reward in words, offered ("Earn 50 points") or, once answered, granted ("You earned 50 points"). */
export function RewardText({ reward, granted = false }: { reward: QuestionnaireReward; granted?: boolean }) {
  const { t } = useTranslation('questionnaire');
  const group = granted ? 'granted' : 'reward';
  return <>{reward.kind === 'points' ? t(`${group}.points`, { count: reward.points }) : t(`${group}.coupon`, { title: reward.coupon_title })}</>;
}
