import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'wouter';
import { LIVE_CHAT_HOURS, MENU_FADE_MS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../contract/constants';
import { keyframes, styled } from '../../../styles/theme';
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon, TicketIcon, TruckIcon } from '../../../components/icons';
import { routes } from '../../paths';
import type { OverlayContentProps } from '../../overlays/overlay-types';
import { useOverlays } from '../../overlays/selectors';
import { useDialogFocus } from '../../../components/use-dialog-focus';
import { SocialLinks } from '../social-links';
import { MenuCategories } from './menu-categories';
import { CurrencyList } from './currency-list';
import { LanguageSelect } from './language-select';

const slideIn = keyframes({ from: { transform: 'translateX(calc(var(--dir-sign, 1) * -100%))' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Scrim = styled('div', {
  position: 'absolute',
  inset: 0,
  backgroundColor: '$scrim',
  animation: `${fadeIn} .2s ease-out`,
  '&[data-state="closing"]': { animation: `${fadeOut} ${MENU_FADE_MS}ms ease-in forwards` },
  '@reduceMotion': { animation: 'none' },
});

const Panel = styled('div', {
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(8.6rem, 88%)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  boxShadow: '$sheet',
  animation: `${slideIn} .25s cubic-bezier(.2,.7,.3,1)`,
  '&[data-state="closing"]': { animation: `${fadeOut} ${MENU_FADE_MS}ms ease-in forwards` },
  '@reduceMotion': { animation: 'none', '&[data-state="closing"]': { animation: `${fadeOut} ${MENU_FADE_MS}ms linear forwards` } },
});

const Top = styled('div', {
  flex: 'none',
  height: '$header',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInlineStart: '$5',
  paddingInlineEnd: '$2',
  borderBottom: '1px solid $line',
  '& h2': { margin: 0, fontSize: '$lg' },
});

const Close = styled('button', {
  width: '$tap',
  height: '$tap',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '$pill',
  background: 'none',
  cursor: 'pointer',
});

const Body = styled('div', { flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', paddingBlock: '$2 $6' });

const Section = styled('section', {
  paddingBlock: '$4',
  borderBottom: '1px solid $line',
  '&:last-child': { borderBottom: 0 },
});

const Heading = styled('h3', {
  margin: '0 0 $3',
  paddingInline: '$5',
  fontSize: '$sm',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '$inkFaint',
});

const Padded = styled('div', { paddingInline: '$5' });

const InfoList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '0 $5',
  display: 'grid',
  gap: '$3',
  fontSize: '$sm',
  '& li': { display: 'flex', alignItems: 'flex-start', gap: '$3' },
  '& svg': { flex: 'none', color: '$brand', marginTop: '0.03rem' },
  '& a': { color: '$brand', fontWeight: 600, textDecoration: 'none' },
  '& small': { display: 'block', color: '$inkSoft', fontSize: '$xs' },
});

const entry = {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$tap',
  paddingInline: '$5',
  fontWeight: 600,
  color: '$ink',
  textDecoration: 'none',
  '& svg': { color: '$brand' },
} as const;
const TrackLink = styled(Link, entry);
/** An entry that opens another overlay (it replaces the menu). */
const EntryButton = styled('button', entry, {
  width: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

/** The slide-in menu (from the inline-start side); it fades out for 300 ms when it closes. */
export default function MenuDialog({ closing, onClose }: OverlayContentProps) {
  const { t } = useTranslation('shell');
  const overlays = useOverlays();
  const titleId = useId();
  const currencyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(panel, onClose);
  const state = closing ? 'closing' : 'open';
  return (
    <div data-overlay="menu" data-state={state} aria-hidden={closing || undefined} style={{ position: 'absolute', inset: 0 }}>
      <Scrim data-state={state} onMouseDown={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} data-state={state} tabIndex={-1} onKeyDown={onKeyDown}>
        <Top>
          <h2 id={titleId}>{t('menu.title')}</h2>
          <Close type="button" aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon />
          </Close>
        </Top>
        <Body>
          <Section aria-labelledby={`${titleId}-categories`}>
            <Heading id={`${titleId}-categories`}>{t('menu.categories')}</Heading>
            <MenuCategories />
          </Section>
          <Section>
            <TrackLink href={routes.trackOrder}>
              <TruckIcon size="0.48rem" />
              {t('menu.trackOrder')}
            </TrackLink>
            <EntryButton type="button" aria-haspopup="dialog" onClick={() => overlays.open('coupon')}>
              <TicketIcon size="0.48rem" />
              {t('menu.coupons')}
            </EntryButton>
          </Section>
          <Section aria-labelledby={currencyId}>
            <Heading id={currencyId}>{t('menu.currency')}</Heading>
            <CurrencyList labelledBy={currencyId} />
          </Section>
          <Section>
            <Padded>
              <LanguageSelect />
            </Padded>
          </Section>
          <Section aria-labelledby={`${titleId}-service`}>
            <Heading id={`${titleId}-service`}>{t('menu.service')}</Heading>
            <InfoList>
              <li>
                <ChatIcon size="0.44rem" />
                <span>
                  {t('menu.liveChat')}
                  <small>{t('menu.liveChatHours', { defaultValue: LIVE_CHAT_HOURS })}</small>
                </span>
              </li>
              <li>
                <PhoneIcon size="0.44rem" />
                <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {SUPPORT_PHONE}
                </a>
              </li>
              <li>
                <MailIcon size="0.44rem" />
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </InfoList>
          </Section>
          <Section aria-labelledby={`${titleId}-social`}>
            <Heading id={`${titleId}-social`}>{t('menu.followUs')}</Heading>
            <Padded>
              <SocialLinks />
            </Padded>
          </Section>
        </Body>
      </Panel>
    </div>
  );
}
