/** Roles of this product. Staff use this app; `cliente` uses the firm's mobile app only. */
export const STAFF_ROLES = ['admin', 'advogado', 'atendente'] as const;
export const ROLES = [...STAFF_ROLES, 'cliente'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up; `admin` is granted by an admin. */
export const SELF_SIGN_UP_ROLES = ['advogado', 'atendente'] as const satisfies readonly StaffRole[];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador(a)',
  advogado: 'Advogado(a)',
  atendente: 'Atendente',
  cliente: 'Cliente',
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * A staff account's access, set by an admin (never by the person): a sign-up starts
 * `pending`; an admin approves it (`active`, choosing the role) or refuses it; an admin may
 * disable an active member and enable them again. firestore.rules grants staff access only
 * to `active` profiles; a profile without the field counts as `pending`.
 */
export const STAFF_STATUSES = ['pending', 'active', 'refused', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  pending: 'Aguardando aprovação',
  active: 'Ativo',
  refused: 'Recusado',
  disabled: 'Desativado',
};

/** A profile's status as the rules read it: missing or unknown means pending. */
export function staffStatusOf(value: unknown): StaffStatus {
  return typeof value === 'string' && (STAFF_STATUSES as readonly string[]).includes(value)
    ? (value as StaffStatus)
    : 'pending';
}
