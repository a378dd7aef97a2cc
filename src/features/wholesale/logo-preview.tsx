import { useEffect, useState } from 'react';
import { goodsImageUrl } from '../../../contract/endpoints';
import { servicesApi } from './wholesale-services.api';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

/** The frame the preview draws a logo on (the side view of a demo frame, the temple to the right). */
const PREVIEW_FRAME = goodsImageUrl(1, '#222222', 'side');

const Temple = styled('figure', {
  position: 'relative',
  margin: 0,
  borderRadius: '$md',
  backgroundColor: '$brandSoft',
  aspectRatio: '2 / 1',
  overflow: 'hidden',
  '& > img.frame': { width: '100%', height: '100%', objectFit: 'contain' },
  // Where the temple runs, towards the hinge: the logo printed small on it.
  '& > img.logo': { position: 'absolute', left: '58%', top: '41%', width: '16%', height: '9%', objectFit: 'contain' },
});

/**
 * A logo drawn over a frame's temple (/custom-logo, an order printed with it): its file fetched
 * with the customer's token, shown from a blob.
 */
export function LogoPreview({ logo }: { logo: { id: number; name: string } }) {
  const { t } = useTranslation('services');
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    servicesApi.logoFile(logo.id, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo.id]);
  return (
    <Temple aria-label={t('logo.preview', { name: logo.name })} role="img">
      <img className="frame" src={PREVIEW_FRAME} alt="" />
      {src && <img className="logo" src={src} alt="" data-testid="logo-on-temple" />}
    </Temple>
  );
}
