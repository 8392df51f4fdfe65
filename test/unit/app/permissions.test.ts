import { describe, expect, it } from 'vitest';
import { can, permissionReason } from '@/lib/permissions';

describe('role permissions (issue 4 matrix, mirrored by firestore.rules)', () => {
  it('admin does everything, including the team', () => {
    expect(can('admin', 'delete', 'clients')).toBe(true);
    expect(can('admin', 'update', 'team')).toBe(true);
  });

  it('advogado does everything but roles, and only reads logs', () => {
    expect(can('advogado', 'delete', 'categories')).toBe(true);
    expect(can('advogado', 'update', 'team')).toBe(false);
    expect(can('advogado', 'read', 'logs')).toBe(true);
    expect(can('advogado', 'delete', 'logs')).toBe(false);
  });

  it('atendente creates and edits clients, processes and timeline entries but deletes nothing', () => {
    for (const area of ['clients', 'proccess', 'status_proccess'] as const) {
      expect(can('atendente', 'create', area)).toBe(true);
      expect(can('atendente', 'update', area)).toBe(true);
      expect(can('atendente', 'delete', area)).toBe(false);
    }
    expect(permissionReason('atendente', 'delete', 'clients')).toBe(
      'Sua função (atendente) não permite excluir registros.',
    );
  });

  it('atendente reads categories, shortcuts and FAQ without editing them, and has no logs', () => {
    for (const area of ['categories', 'shortcuts', 'faq'] as const) {
      expect(can('atendente', 'read', area)).toBe(true);
      expect(can('atendente', 'create', area)).toBe(false);
      expect(can('atendente', 'update', area)).toBe(false);
    }
    expect(can('atendente', 'read', 'logs')).toBe(false);
    expect(permissionReason('atendente', 'read', 'logs')).toMatch(/administradores e advogados/);
  });

  it('nobody signed in may do nothing', () => {
    expect(can(undefined, 'read', 'clients')).toBe(false);
  });
});
