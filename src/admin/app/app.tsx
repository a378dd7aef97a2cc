import type { I18n } from '../../i18n/runtime';
import { I18nProvider } from '../../i18n/react';
import { ConsoleRouter } from './router';
import { StaffSessionProvider } from './session/staff-session-provider';

/** The console's root: its words, the staff session, its pages. */
export function ConsoleApp({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <StaffSessionProvider>
        <ConsoleRouter />
      </StaffSessionProvider>
    </I18nProvider>
  );
}
