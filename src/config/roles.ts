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
