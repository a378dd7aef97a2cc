import { useEffect, useRef } from 'react';
import { messages } from '../../../contract/messages';
import { QUESTIONNAIRE_SUBMITTED_MESSAGE } from '../../../contract/questionnaire';
import { Sheet } from '../../components/sheet';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { showToast } from '../../app/app-actors';
import { navigate } from '../../app/navigation';
import type { OverlayContentProps } from '../../app/overlays/overlay-types';
import { routes } from '../../app/paths';

const Frame = styled('iframe', { display: 'block', width: '100%', height: '78vh', border: 0 });

interface IframeProps {
  id: number;
  url: string;
  dismiss(): void;
}

/**
 * The questionnaire iframe (the 'questionnaire-iframe' overlay): the hosted questionnaire at the
 * url startQuestionnaire answered. When it is submitted the page inside posts
 * `questionnaire.submitted`; only a message from this frame, from the url's own origin, counts:
 * a success toast, then /question-complete/{id} (the route change closes the overlay).
 */
export default function QuestionnaireIframe({ props, onClose }: OverlayContentProps) {
  const { t } = useTranslation('questionnaire');
  const { id, url, dismiss } = props as unknown as IframeProps;
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin || e.source !== frame.current?.contentWindow) return;
      const data = e.data as { type?: unknown; id?: unknown } | null;
      if (data?.type !== QUESTIONNAIRE_SUBMITTED_MESSAGE || data.id !== id) return;
      showToast('success', messages.questionnaireSubmitted);
      navigate(routes.questionComplete(id));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [id, url]);
  return (
    <Sheet
      title={t('iframe.title')}
      onClose={() => {
        dismiss();
        onClose();
      }}
    >
      <Frame ref={frame} src={url} title={t('iframe.frameTitle')} />
    </Sheet>
  );
}
