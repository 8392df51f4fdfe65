import { useLiveQuery, type UserDoc } from '@/data';
import { STAFF_ROLES } from '@/config/roles';

/** The firm's staff (people a conversation can be assigned to), by name. */
export function useStaff(): UserDoc[] {
  return useLiveQuery('users', { selector: { role: { $in: [...STAFF_ROLES] } }, sort: [{ displayName: 'asc' }] }).data;
}
