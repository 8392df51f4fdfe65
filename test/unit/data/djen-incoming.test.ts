import { describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { validateIncoming } from '@/data/sync/validate';
import { statusProccessSchema as statusTyped } from '@/data/collections';
import { publicationOf } from '../../../functions/src/djen/follow';
import { djenCommunication } from '../../support/fake-djen.mjs';

const statusProccessSchema = statusTyped as unknown as RxJsonSchema<unknown>;

/**
 * What the DJEN job writes (functions/src/djen/follow.ts, from a communication in DJEN's recorded
 * shape) passes the replica's incoming validation (issue 28): a publication the devices refused
 * would never reach the timeline or the triage list.
 */
describe('DJEN publications arriving from the server', () => {
  const item = djenCommunication({
    id: 417370278,
    day: '2025-09-29',
    cnj: '09199921120238190001',
    court: 'TJRJ',
    kind: 'Pauta de julgamento',
    lawyers: [
      { name: 'LUIZ', number: '94719', uf: 'RJ' },
      { name: 'THAYANE', number: '196913', uf: 'RJ' },
    ],
  });
  const doc = {
    id: 'djen-417370278',
    processId: '',
    clientId: '',
    status: 'Pauta de julgamento',
    description: '2ª Vara Cível do Foro Central · PROCEDIMENTO COMUM CÍVEL',
    date: '2025-09-29T03:00:00.000Z',
    visibleToClient: false,
    notifyClient: false,
    source: 'djen',
    djen: publicationOf({ ...item, link: null, texto: 'x'.repeat(150_000) }, '417370278', ['uid-a', 'uid-b']),
    triage: 'pending',
    triageReason: '',
    seenAt: '',
    deadlineEventId: '',
    deadlineDueOn: '',
    createdAt: '2025-09-29T10:00:00.000Z',
    createdBy: 'backend',
    updatedAt: '2025-09-29T10:00:00.000Z',
    updatedBy: 'backend',
    _deleted: false,
  };

  it('a publication as the backend writes it — a long text, no link — is accepted whole', () => {
    const result = validateIncoming(statusProccessSchema, doc);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.doc.djen).toEqual(doc.djen);
    expect(doc.djen).toMatchObject({
      cnj: '09199921120238190001',
      court: 'TJRJ',
      link: '',
      lawyerUids: ['uid-a', 'uid-b'],
      lawyers: [
        { name: 'LUIZ', oab: 'RJ 94719' },
        { name: 'THAYANE', oab: 'RJ 196913' },
      ],
    });
  });

  it('an unknown triage state is refused', () => {
    expect(validateIncoming(statusProccessSchema, { ...doc, triage: 'lost' }).ok).toBe(false);
  });
});
