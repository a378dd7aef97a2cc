import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffRole, StaffSelf, StaffSession } from '../../contract/staff';
import { ROLE_PERMISSIONS } from '../../contract/staff';
import { createConsoleI18n } from '../../src/i18n/console';
import { I18nProvider } from '../../src/i18n/react';
import type { I18n } from '../../src/i18n/runtime';
import { ConsoleRouter } from '../../src/admin/app/router';
import { StaffSessionProvider } from '../../src/admin/app/session/staff-session-provider';
import type { staffSessionLogic } from '../../src/admin/app/session/staff-session.actors';

/** The console's English words, as the app loads them. */
export function consoleI18n(): Promise<I18n> {
  return createConsoleI18n('en');
}

/** A signed-in member of `role`. */
export function member(role: StaffRole, id = 1): StaffSelf {
  return {
    id,
    email: `${role}@example.com`,
    name: `Ada ${role}`,
    role,
    status: 'active',
    locked_until: null,
    last_sign_in_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

export function session(role: StaffRole): StaffSession {
  return { access_token: `st.${role}-token`, token_type: 'Bearer', expires_in: 43_200, member: member(role) };
}

/**
 * The whole console (its router, guard and shell) at `path` on an in-memory location, with the
 * staff session run by `sessionLogic` (the real wiring with the test's calls).
 */
export function renderConsole(path: string, i18n: I18n, sessionLogic?: typeof staffSessionLogic) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <StaffSessionProvider logic={sessionLogic}>
          <ConsoleRouter />
        </StaffSessionProvider>
      </Router>
    </I18nProvider>,
  );
  return { ...view, location };
}
