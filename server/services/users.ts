import type { UserInfo } from '../../contract/entities';
import type { users } from '../db/schema';

export function toUserInfo(u: typeof users.$inferSelect): UserInfo {
  return { id: u.id, firstname: u.firstname, lastname: u.lastname, email: u.email, type: u.type };
}
