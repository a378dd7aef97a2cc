import type { SVGProps } from 'react';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

type P = SVGProps<SVGSVGElement>;
const Svg = (p: P) => <svg width="0.5rem" height="0.5rem" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p} />;

const FacebookIcon = () => (
  <Svg>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
  </Svg>
);
const InstagramIcon = () => (
  <Svg fill="none" stroke="currentColor" strokeWidth={1.8}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
  </Svg>
);
const YouTubeIcon = () => (
  <Svg>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  </Svg>
);
const PinterestIcon = () => (
  <Svg>
    <path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-2 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.6-6.8 7.4-6.8 3.9 0 6.9 2.8 6.9 6.5 0 3.9-2.4 7-5.8 7-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 2.9A9.5 9.5 0 1 0 12 2.5Z" />
  </Svg>
);

/** The shop's social profiles (spec: social links in the menu). */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/opticshop', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/opticshop', Icon: InstagramIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@opticshop', Icon: YouTubeIcon },
  { network: 'Pinterest', href: 'https://www.pinterest.com/opticshop', Icon: PinterestIcon },
] as const;

const Row = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '$3' });
const Anchor = styled('a', {
  width: '$tap',
  height: '$tap',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$pill',
  backgroundColor: '$canvas',
  color: '$ink',
  '&:hover': { backgroundColor: '$brandSoft', color: '$brand' },
});

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <Row>
      {SOCIAL_LINKS.map(({ network, href, Icon }) => (
        <li key={network}>
          <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={t('menu.followOn', { network })}>
            <Icon />
          </Anchor>
        </li>
      ))}
    </Row>
  );
}
