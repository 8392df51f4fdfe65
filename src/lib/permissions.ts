import type { StaffRole } from '@advocacia/shared/config/roles';

/**
 * What each staff role may do, per area. The UI hides or disables actions with the reason
 * below; firestore.rules enforces the same matrix on the server.
 *
 * - admin: everything, including the team (roles) and hard deletes.
 * - advogado: everything but roles.
 * - atendente: creates and edits clients, processes and timeline entries, serves chats,
 *   agenda and reminders; deletes nothing; reads categories, shortcuts, FAQ and layouts.
 * - logs: admin and advogado only.
 */
export type Area =
  | 'clients'
  | 'proccess'
  | 'status_proccess'
  | 'categories'
  | 'shortcuts'
  | 'faq'
  | 'chats'
  | 'messages'
  | 'events'
  | 'lembrets'
  | 'layouts'
  | 'logs'
  | 'team';
export type Action = 'read' | 'create' | 'update' | 'delete';

const ATTENDANT_WRITES: ReadonlySet<Area> = new Set([
  'clients',
  'proccess',
  'status_proccess',
  'chats',
  'messages',
  'events',
  'lembrets',
]);

export function can(role: StaffRole | undefined, action: Action, area: Area): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  if (area === 'team') return action === 'read';
  if (role === 'advogado') return area === 'logs' ? action === 'read' : true;
  // atendente
  if (area === 'logs') return false;
  if (action === 'read') return true;
  if (action === 'delete') return false;
  return ATTENDANT_WRITES.has(area);
}

/** Why an action is not available, in words for the user; null when it is. */
export function permissionReason(role: StaffRole | undefined, action: Action, area: Area): string | null {
  if (can(role, action, area)) return null;
  if (area === 'team') return 'Somente administradores alteram funções da equipe.';
  if (area === 'logs') return 'Somente administradores e advogados consultam os logs.';
  if (action === 'delete') return 'Sua função (atendente) não permite excluir registros.';
  return 'Sua função (atendente) permite apenas consultar esta área.';
}

/** A list screen's permissions in one area: which actions to offer, and why the area is read-only (null when it is not). */
export function areaAccess(role: StaffRole | undefined, area: Area) {
  return {
    canCreate: can(role, 'create', area),
    canEdit: can(role, 'update', area),
    canDelete: can(role, 'delete', area),
    readOnlyReason: permissionReason(role, 'update', area),
  };
}
