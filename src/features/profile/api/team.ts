import { STAFF_ROLES, type StaffRole } from '@/config/roles';
import { updateDoc, useLiveQuery, type UserDoc } from '@/data';

/** The firm's staff (client accounts of the mobile app live in `users` too, and are left out). */
export function useTeam() {
  return useLiveQuery('users', { selector: { role: { $in: [...STAFF_ROLES] } }, sort: [{ displayName: 'asc' }] });
}

/**
 * Why this member's role cannot be changed by `actorUid`, or null. Nobody changes their own
 * role (an admin could lock themselves out), and the firm always keeps one admin.
 */
export function roleChangeBlockedReason(member: UserDoc, actorUid: string, team: UserDoc[]): string | null {
  if (member.uid === actorUid) return 'Você não pode alterar a sua própria função.';
  const admins = team.filter((m) => m.role === 'admin').length;
  if (member.role === 'admin' && admins <= 1) return 'O escritório precisa de ao menos um administrador.';
  return null;
}

export async function changeRole(member: UserDoc, role: StaffRole): Promise<void> {
  await updateDoc('users', member.id, { role }, { summary: `Alterou a função de "${member.displayName}" para ${role}` });
}
