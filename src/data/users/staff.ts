import { useMemo } from 'react';
import { STAFF_ROLES } from '@advocacia/shared/config/roles';
import type { UserDoc } from '../collections';
import { useLiveQuery } from '../react';

/** One query for the firm's staff, so every screen asks RxDB the same question (and shares its query cache). */
const STAFF_QUERY = { selector: { role: { $in: [...STAFF_ROLES] } }, sort: [{ displayName: 'asc' as const }] };

export interface Staff {
  /** admin, advogado and atendente, by name (client accounts of the mobile app live in `users` too, and are left out). */
  staff: UserDoc[];
  /** True until the first result arrives. */
  loading: boolean;
  byUid: Map<string, UserDoc>;
  /** The member's name, '' when unknown or none. */
  nameOf: (uid: string | null | undefined) => string;
}

/** The firm's staff: who a conversation is assigned to, who is responsible for a client, a process or an event, the team. */
export function useStaff(): Staff {
  const { data, loading } = useLiveQuery('users', STAFF_QUERY);
  return useMemo(() => {
    const byUid = new Map(data.map((u) => [u.uid || u.id, u]));
    return { staff: data, loading, byUid, nameOf: (uid) => (uid ? (byUid.get(uid)?.displayName ?? '') : '') };
  }, [data, loading]);
}
