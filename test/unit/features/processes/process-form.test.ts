import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EMPTY_PROCESS_FORM, processFormSchema } from '@/features/processes/process-form';

describe('processFormSchema', () => {
  const schema = processFormSchema('c1', new Date(2025, 0, 15));
  const base = { ...EMPTY_PROCESS_FORM, type: 'Judicial', subject: 'Ação de cobrança' };

  it('requires a valid CNJ number for judicial processes, stored as digits', () => {
    expect(v.safeParse(schema, base).success).toBe(false);
    const ok = v.parse(schema, { ...base, cnj: '0000002-65.2005.4.05.8100' });
    expect(ok.cnj).toBe('00000026520054058100');
    expect(ok.clientId).toBe('c1');
    expect(v.safeParse(schema, { ...base, cnj: '0000002-66.2005.4.05.8100' }).success).toBe(false);
  });

  it('accepts an extrajudicial matter without a number, but not with a wrong one', () => {
    expect(v.safeParse(schema, { ...base, type: 'Extrajudicial' }).success).toBe(true);
    expect(v.safeParse(schema, { ...base, type: 'Extrajudicial', cnj: '0000002-66.2005.4.05.8100' }).success).toBe(
      false,
    );
  });
});
