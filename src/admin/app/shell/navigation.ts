import type { StaffSelf } from '../../../../contract/staff';
import { CONSOLE_PAGES, NAVIGATION } from '../paths';
import { memberCan } from '../session/staff-session.view';

/** The navigation's entries the member's role opens (the rest are hidden: the server refuses them anyway). */
export function navigationOf(member: StaffSelf | null) {
  return NAVIGATION.filter((n) => {
    const permission = CONSOLE_PAGES[n.page].permission;
    return permission !== null && memberCan(member, permission);
  });
}

/** The first page of the member's navigation, or null when their role opens none of it. */
export function firstPageOf(member: StaffSelf | null): string | null {
  const first = navigationOf(member)[0];
  return first ? CONSOLE_PAGES[first.page].path : null;
}
