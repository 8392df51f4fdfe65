import { describe, expect, it } from 'vitest';
import { absorbingTombstone, checkOracle, knowledgeOf, type AckedWrite, type Doc } from './oracle';

// The chaos oracle decides what counts as a lost write or an undone delete; these cases are the
// ones a chaos run met (seed 11, edit-delete) and must be told apart without a server history.

const T_ANA_DELETE = '2026-11-28T06:56:48.719Z';
const T_CARLA_DELETE = '2026-11-28T06:56:49.006Z';
const T_ANA_RESTORE = '2026-11-28T06:56:54.863Z';

const state = (deleted: boolean, updatedAt: string, updatedBy: string): Doc => ({
  id: 'client-0',
  name: 'Cliente 0',
  _deleted: deleted,
  updatedAt,
  updatedBy,
});

function carlaDelete(absorbedInto?: string): AckedWrite {
  return {
    op: 798,
    device: 'carla',
    docId: 'client-0',
    kind: 'delete',
    fields: {},
    updatedAt: T_CARLA_DELETE,
    at: 74_901,
    knowledge: knowledgeOf([state(false, '2026-11-28T06:56:48.125Z', 'carla')]),
    ...(absorbedInto ? { absorbedInto } : {}),
  };
}

const anaRestore: AckedWrite = {
  op: 838,
  device: 'ana',
  docId: 'client-0',
  kind: 'restore',
  fields: {},
  updatedAt: T_ANA_RESTORE,
  at: 80_000,
  knowledge: knowledgeOf([state(true, T_ANA_DELETE, 'ana')]),
};

const serverAlive = new Map([['client-0', state(false, T_ANA_RESTORE, 'ana')]]);

describe('chaos oracle: undone deletes', () => {
  it('finds the tombstone a delete was merged into from what the deleting replica showed next', () => {
    const seen = [
      { docId: 'client-0', doc: state(false, '2026-11-28T06:56:48.125Z', 'carla') },
      { docId: 'client-1', doc: state(true, '2026-11-28T06:56:48.900Z', 'bruno') },
      { docId: 'client-0', doc: state(true, T_CARLA_DELETE, 'carla') },
      // The merge's answer: the server already held Ana's earlier tombstone.
      { docId: 'client-0', doc: state(true, T_ANA_DELETE, 'ana') },
    ];
    expect(absorbingTombstone(seen, carlaDelete())).toBe(T_ANA_DELETE);
  });

  it('does not call a delete merged when the next state is live, or a later tombstone', () => {
    const own = { docId: 'client-0', doc: state(true, T_CARLA_DELETE, 'carla') };
    expect(
      absorbingTombstone([own, { docId: 'client-0', doc: state(false, T_ANA_RESTORE, 'ana') }], carlaDelete()),
    ).toBe(undefined);
    expect(
      absorbingTombstone(
        [own, { docId: 'client-0', doc: state(true, '2026-11-28T06:56:50.000Z', 'carla') }],
        carlaDelete(),
      ),
    ).toBe(undefined);
    expect(absorbingTombstone([own], carlaDelete())).toBe(undefined);
  });

  it('counts a delete undone by a restore that never saw it', () => {
    const result = checkOracle([carlaDelete(), anaRestore], serverAlive, new Map());
    expect(result.undoneDeletes.map((u) => u.op)).toEqual([798]);
  });

  it('accepts a restore of the tombstone the delete was merged into', () => {
    const result = checkOracle([carlaDelete(T_ANA_DELETE), anaRestore], serverAlive, new Map());
    expect(result.undoneDeletes).toEqual([]);
  });
});
