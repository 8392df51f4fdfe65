import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  unmask,
  maskCpf,
  maskCnpj,
  maskCpfCnpj,
  maskPhone,
  maskCep,
  maskCnj,
  maskDate,
  formatCpfCnpj,
  formatBrl,
} from '@/lib/format';
import { isValidCnj, isValidCnpj, isValidCpf, isValidPhone } from '@/lib/validation';

/** Type a value one character at a time through a mask, as an input's onChange would. */
function typeThrough(mask: (s: string) => string, text: string): string[] {
  const seen: string[] = [];
  let current = '';
  for (const ch of text) {
    current = mask(current + ch);
    seen.push(current);
  }
  return seen;
}

describe('maskCpf', () => {
  it('formats progressively while typing', () => {
    expect(typeThrough(maskCpf, '52998224725')).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });
  it('is idempotent, ignores junk and caps at 11 digits', () => {
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529a982b24725999')).toBe('529.982.247-25');
  });
  it('round-trips to valid stored digits', () => {
    const stored = digitsOnly(maskCpf('52998224725'));
    expect(stored).toBe('52998224725');
    expect(isValidCpf(stored)).toBe(true);
  });
});

describe('maskCnpj', () => {
  it('formats numeric CNPJs', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223')).toBe('11.222.3');
  });
  it('is alphanumeric aware and upper-cases', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typeThrough(maskCnpj, '12abc34501de35').at(-1)).toBe('12.ABC.345/01DE-35');
  });
  it('drops letters in the check-digit positions', () => {
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });
  it('round-trips to a valid stored value', () => {
    const stored = unmask(maskCnpj('12abc34501de35'));
    expect(stored).toBe('12ABC34501DE35');
    expect(isValidCnpj(stored)).toBe(true);
    expect(maskCnpj(maskCnpj('12abc34501de35'))).toBe('12.ABC.345/01DE-35');
  });
  it('maskCpfCnpj switches from CPF to CNPJ past 11 digits or on a letter', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('12A')).toBe('12.A');
  });
  it('formatCpfCnpj displays stored values', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('123')).toBe('123');
  });
});

describe('maskPhone', () => {
  it('formats mobiles and landlines', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });
  it('formats progressively, switching to the 5-digit prefix on the 11th digit', () => {
    const steps = typeThrough(maskPhone, '11987654321');
    expect(steps.slice(0, 3)).toEqual(['(1', '(11', '(11) 9']);
    expect(steps[9]).toBe('(11) 9876-5432');
    expect(steps[10]).toBe('(11) 98765-4321');
  });
  it('shows the country code when typed', () => {
    expect(maskPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('+55 11 3456-7890')).toBe('+55 (11) 3456-7890');
  });
  it('is idempotent and round-trips', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    const stored = digitsOnly(maskPhone('11987654321'));
    expect(stored).toBe('11987654321');
    expect(isValidPhone(stored)).toBe(true);
  });
});

describe('maskCep / maskCnj / maskDate', () => {
  it('maskCep', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-100999')).toBe('01310-100');
    expect(digitsOnly(maskCep('01310100'))).toBe('01310100');
  });
  it('maskCnj', () => {
    expect(maskCnj('00000026520054058100')).toBe('0000002-65.2005.4.05.8100');
    expect(maskCnj('000000265')).toBe('0000002-65');
    expect(maskCnj('0000002652')).toBe('0000002-65.2');
    expect(isValidCnj(maskCnj('00000026520054058100'))).toBe(true);
    expect(digitsOnly(maskCnj('00000026520054058100'))).toBe('00000026520054058100');
  });
  it('maskDate', () => {
    expect(maskDate('01052024')).toBe('01/05/2024');
    expect(maskDate('010')).toBe('01/0');
  });
});

describe('unmask / digitsOnly / formatBrl', () => {
  it('strips punctuation', () => {
    expect(digitsOnly('(11) 98765-4321')).toBe('11987654321');
    expect(unmask('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it('formats centavos as BRL', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(5)).toBe('R$ 0,05');
  });
});
