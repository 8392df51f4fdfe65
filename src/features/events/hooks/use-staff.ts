import { useMemo } from 'react';
import { useLiveQuery, type UserDoc } from '@/data';
import { STAFF_ROLES } from '@/config/roles';

const STAFF_QUERY = { selector: { role: { $in: [...STAFF_ROLES] } }, sort: [{ displayName: 'asc' as const }] };

/** The firm's staff (who can be responsible for an event), by name. */
export function useStaffUsers(): { users: UserDoc[]; loading: boolean; nameOf: (uid: string | null | undefined) => string } {
  const { data, loading } = useLiveQuery('users', STAFF_QUERY);
  const names = useMemo(() => new Map(data.map((u) => [u.uid || u.id, u.displayName])), [data]);
  return { users: data, loading, nameOf: (uid) => (uid ? (names.get(uid) ?? '') : '') };
}
