import { describe, expect, it } from 'vitest';
import { shortPersonName } from '@/lib/format';

describe('shortPersonName', () => {
  it('keeps the first and the last name of a long name; short names as they are', () => {
    expect(shortPersonName('Maria Aparecida dos Santos Oliveira Cavalcanti')).toBe('Maria Cavalcanti');
    expect(shortPersonName('  Ana   Souza ')).toBe('Ana Souza');
    expect(shortPersonName('Helena')).toBe('Helena');
    expect(shortPersonName('—')).toBe('—');
  });
});
