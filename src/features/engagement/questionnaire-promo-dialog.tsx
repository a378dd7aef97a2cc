import type { QuestionnairePopup } from '../../../contract/questionnaire';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import type { OverlayContentProps } from '../../app/overlays/overlay-types';
import { RewardText } from './questionnaire-reward';

const Banner = styled('img', { display: 'block', width: '100%', height: 'auto', aspectRatio: '600 / 320', borderRadius: '$md', marginBottom: '$3' });
const Name = styled('p', { margin: '0 0 $2', fontWeight: 700 });
const Reward = styled('p', { margin: '0 0 $4', color: '$inkSoft', fontSize: '$sm' });
const Actions = styled('div', { display: 'grid', gap: '$2' });

/** What the promo's machine hands the overlay: the questionnaire and its two answers back. */
interface PromoProps {
  promo: QuestionnairePopup;
  start(): void;
  dismiss(): void;
}

/**
 * The questionnaire promo (the 'questionnaire-promo' overlay, opened by the promo's machine): the
 * questionnaire's picture and reward, a button that starts it, and one that closes it.
 */
export default function QuestionnairePromoDialog({ props, onClose }: OverlayContentProps) {
  const { t } = useTranslation('questionnaire');
  const { promo, start, dismiss } = props as unknown as PromoProps;
  const close = () => {
    dismiss();
    onClose();
  };
  return (
    <Dialog title={t('promo.title')} onClose={close}>
      <Banner src={promo.s3_wap_img} alt={t('promo.imageAlt')} width={600} height={320} />
      {/* The operator's words, in whatever language they wrote them: laid out by their own direction. */}
      <Name dir="auto">{promo.title}</Name>
      <Reward>
        <RewardText reward={promo.reward} />
      </Reward>
      <Actions>
        <Button block onClick={start}>
          {t('promo.start')}
        </Button>
        <Button block tone="ghost" onClick={close}>
          {t('promo.later')}
        </Button>
      </Actions>
    </Dialog>
  );
}
