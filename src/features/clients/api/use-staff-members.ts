import { useMemo } from 'react';
import { useLiveQuery, type UserDoc } from '@/data';
import { STAFF_ROLES } from '@/config/roles';

/** The firm's team (admin, advogado, atendente), by name: who can be responsible for a client or process. */
export function useStaffMembers(): { staff: UserDoc[]; byUid: Map<string, UserDoc> } {
  const { data } = useLiveQuery('users', { selector: { role: { $in: [...STAFF_ROLES] } }, sort: [{ displayName: 'asc' }] });
  const byUid = useMemo(() => new Map(data.map((u) => [u.uid, u])), [data]);
  return { staff: data, byUid };
}
