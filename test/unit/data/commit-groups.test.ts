import { describe, expect, it } from 'vitest';
import { groupRowsByKeys } from '@/data/sync/firestore-push';

describe('groupRowsByKeys (push commits within the rules look-up limit)', () => {
  it('puts at most `max` distinct keys in a group, each key in one group, order kept inside; rows without a key join the first', () => {
    const rows = ['a1', 'b1', 'a2', 'c1', '-', 'd1', 'b2', 'e1', 'd2'];
    const key = (r: string) => (r === '-' ? null : r[0]!);
    const groups = groupRowsByKeys(rows, key, 3);
    expect(groups).toEqual([
      ['a1', 'b1', 'a2', 'c1', '-', 'b2'],
      ['d1', 'e1', 'd2'],
    ]);
    expect(groups.flat().sort()).toEqual([...rows].sort());
    for (const g of groups) expect(new Set(g.map(key).filter(Boolean)).size).toBeLessThanOrEqual(3);
  });

  it('30 messages in 10 chats make two commits of 9 and 1 chats', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `chat-${i % 10}`);
    const groups = groupRowsByKeys(rows, (r) => r, 9);
    expect(groups.map((g) => new Set(g).size)).toEqual([9, 1]);
    expect(groups.flat()).toHaveLength(30);
  });
});
