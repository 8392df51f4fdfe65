import { describe, expect, it } from 'vitest';
import { validateIncoming } from '@/data/sync/validate';
import type { RxJsonSchema } from 'rxdb';
import { proccessSchema as procTyped, statusProccessSchema as statusTyped } from '@/data/collections';

const proccessSchema = procTyped as unknown as RxJsonSchema<unknown>;
const statusProccessSchema = statusTyped as unknown as RxJsonSchema<unknown>;

/** What the DataJud job writes (functions/src/datajud/follow.ts) passes the replica's incoming validation (issue 16). */
const stamps = {
  createdAt: '2026-11-25T12:00:00.000Z',
  createdBy: 'staff',
  updatedAt: '2026-11-25T12:00:00.000Z',
  updatedBy: 'backend',
};

describe('DataJud fields arriving from the server', () => {
  const process = {
    id: 'p1',
    clientId: 'c1',
    cnj: '00000026520054058100',
    type: 'Judicial',
    subject: 'Revisão',
    court: '5ª Vara',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
    ...stamps,
    _deleted: false,
    datajud: {
      alias: 'trf5',
      checkedAt: stamps.updatedAt,
      lastChangeAt: stamps.updatedAt,
      status: 'ok',
      newCount: 2,
      className: 'Procedimento Comum',
      subjects: ['Benefício'],
    },
    datajudSeenAt: null,
  };

  it('a process with its tracking state is accepted and kept whole', () => {
    const result = validateIncoming(proccessSchema, process);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.doc.datajud).toEqual(process.datajud);
  });

  it('an unknown status code or a negative count is refused', () => {
    expect(validateIncoming(proccessSchema, { ...process, datajud: { ...process.datajud, status: 'sealed' } }).ok).toBe(
      false,
    );
    expect(validateIncoming(proccessSchema, { ...process, datajud: { ...process.datajud, newCount: -1 } }).ok).toBe(
      false,
    );
  });

  it('a timeline entry from DataJud (source, movementCode) is accepted', () => {
    const entry = {
      id: 'datajud-p1-12265-20240301T090000000Z',
      processId: 'p1',
      clientId: 'c1',
      status: 'Expedição de Intimação',
      description: '',
      date: '2024-03-01T09:00:00.000Z',
      visibleToClient: false,
      notifyClient: false,
      source: 'datajud',
      movementCode: 12265,
      ...stamps,
      createdBy: 'backend',
      _deleted: false,
    };
    const result = validateIncoming(statusProccessSchema, entry);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.doc).toMatchObject({ source: 'datajud', movementCode: 12265 });
  });
});
