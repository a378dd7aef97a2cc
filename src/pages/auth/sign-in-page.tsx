import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useSearch } from 'wouter';
import type { authDialogMachine } from '../../../machines/auth-dialog.machine';
import { safeRedirect } from '../../app/guard';
import { styled } from '../../styles/theme';
import { AuthForm } from '../../features/auth/auth-form';

// A div: the shell's <main> already holds the page (one main landmark).
export const Page = styled('div', { padding: '$6 $5', flex: 1 });
export const Heading = styled('h1', { fontSize: '$xl', margin: '0 0 $5' });

/**
 * /sign-in?redirect=<path>: the same form as the dialog, as a page. After success it goes to the
 * redirect when it is a same-origin path, else to /.
 */
export default function SignInPage({ logic }: { logic?: typeof authDialogMachine; params?: unknown }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const succeeded = useCallback(() => navigate(safeRedirect(redirect), { replace: true }), [navigate, redirect]);
  return (
    <Page>
      <Heading>{t('title')}</Heading>
      <AuthForm onSucceeded={succeeded} logic={logic} />
    </Page>
  );
}
