import { ROLE_LABELS, staffStatusOf, type StaffRole } from '@advocacia/shared/config/roles';
import { updateDoc, useStaff, type UserDoc } from '@/data';

/** The firm's staff (client accounts of the mobile app live in `users` too, and are left out). */
export function useTeam(): { data: UserDoc[]; loading: boolean } {
  const { staff, loading } = useStaff();
  return { data: staff, loading };
}

/** Sign-ups waiting for an admin (the profile's badge and the team's first list). */
export function usePendingAccessRequests() {
  const team = useTeam();
  return { ...team, data: team.data.filter((m) => staffStatusOf(m.status) === 'pending') };
}

const activeAdmins = (team: UserDoc[]) =>
  team.filter((m) => m.role === 'admin' && staffStatusOf(m.status) === 'active').length;

/**
 * Why `actorUid` cannot change this member's role or access, or null. Nobody changes their
 * own (an admin could lock themselves out), and the firm always keeps one active admin.
 */
export function accessChangeBlockedReason(member: UserDoc, actorUid: string, team: UserDoc[]): string | null {
  if (member.uid === actorUid) return 'Você não pode alterar a sua própria função ou o seu próprio acesso.';
  if (member.role === 'admin' && staffStatusOf(member.status) === 'active' && activeAdmins(team) <= 1) {
    return 'O escritório precisa de ao menos um administrador ativo.';
  }
  return null;
}

/** Every change an admin makes to a member goes to the audit trail with a sentence naming the member. */
async function updateMember(member: UserDoc, patch: Pick<Partial<UserDoc>, 'role' | 'status'>, summary: string) {
  await updateDoc('users', member.id, patch, { summary });
}

export async function changeRole(member: UserDoc, role: StaffRole): Promise<void> {
  await updateMember(member, { role }, `Alterou a função de "${member.displayName}" para ${ROLE_LABELS[role]}`);
}

/** Grants access with the role the admin chose (the one requested at sign-up by default). */
export async function approveMember(member: UserDoc, role: StaffRole): Promise<void> {
  await updateMember(
    member,
    { status: 'active', role },
    `Aprovou o cadastro de "${member.displayName}" como ${ROLE_LABELS[role]}`,
  );
}

export async function refuseMember(member: UserDoc): Promise<void> {
  await updateMember(member, { status: 'refused' }, `Recusou o cadastro de "${member.displayName}"`);
}

/** Takes access away at once on the server; the person's devices close at their next contact. */
export async function disableMember(member: UserDoc): Promise<void> {
  await updateMember(member, { status: 'disabled' }, `Desativou o acesso de "${member.displayName}"`);
}

export async function enableMember(member: UserDoc): Promise<void> {
  await updateMember(member, { status: 'active' }, `Reativou o acesso de "${member.displayName}"`);
}
