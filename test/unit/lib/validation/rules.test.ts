import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  maxLengthMessage,
  minLengthMessage,
  isValidCpf,
  cpfCheckDigit,
  isValidCnpj,
  cnpjCheckDigits,
  isValidCep,
  isValidPhone,
  phoneKind,
  isValidUf,
  UFS,
  UF_NAMES,
  isValidCnj,
  cnjCheckDigits,
  parseCnj,
  formatCnj,
  isValidOab,
  normalizeOab,
  formatOab,
  isValidIsoDate,
  brDateToIso,
  isValidIsoDateTime,
} from '@/lib/validation';

describe('MESSAGES (spec section 5, exact strings)', () => {
  it('has the spec texts verbatim', () => {
    expect(MESSAGES.required).toBe('Campo obrigatório');
    expect(MESSAGES.email).toBe('Email inválido');
    expect(MESSAGES.date).toBe('Data inválida');
    expect(MESSAGES.phone).toBe('Telefone inválido');
    expect(MESSAGES.cep).toBe('CEP inválido');
    expect(MESSAGES.uf).toBe('UF inválido');
    expect(MESSAGES.cpf).toBe('CPF não pode conter traços e nem pontos');
  });
  it('builds the length messages with N', () => {
    expect(minLengthMessage(3)).toBe('Mínimo de 3 caracteres');
    expect(maxLengthMessage(120)).toBe('Máximo de 120 caracteres');
  });
  it('has our extra pt-BR messages', () => {
    expect(MESSAGES.cpfInvalid).toBe('CPF inválido');
    expect(MESSAGES.cnpj).toBe('CNPJ inválido');
    expect(MESSAGES.cnj).toBe('Número CNJ inválido');
    expect(MESSAGES.oab).toBe('OAB inválida');
  });
});

describe('isValidCpf', () => {
  it('accepts the worked example 529.982.247-25 as digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });
  it('computes each DV with weights 10..2 and 11..2', () => {
    expect(cpfCheckDigit([5, 2, 9, 9, 8, 2, 2, 4, 7])).toBe(2);
    expect(cpfCheckDigit([5, 2, 9, 9, 8, 2, 2, 4, 7, 2])).toBe(5);
  });
  it('rejects a wrong first or second check digit', () => {
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('52998224726')).toBe(false);
  });
  it('rejects all-equal digits even though their DVs add up', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });
  it('rejects punctuation, wrong length and letters', () => {
    expect(isValidCpf('529.982.247-25')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('5299822472a')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('accepts numeric CNPJs, bare or masked', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });
  it('accepts the alphanumeric example 12ABC34501DE35 (bare, masked, lower-case)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toEqual([3, 5]);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });
  it('rejects wrong check digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE53')).toBe(false);
  });
  it('rejects letters in the check-digit positions, wrong length and symbols', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('12ABC34501DE355')).toBe(false);
    expect(isValidCnpj('12ABC3450#DE35')).toBe(false);
  });
  it('rejects all-equal numeric CNPJs', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });
  it('values letters as ASCII-48 (A=17): changing a letter changes the DVs', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).not.toEqual(cnpjCheckDigits('12ABD34501DE'));
    expect(() => cnpjCheckDigits('12AB')).toThrow();
  });
});

describe('isValidCep', () => {
  it('accepts 8 digits', () => {
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('70040010')).toBe(true);
  });
  it('rejects masks, wrong lengths, letters and 00000000', () => {
    expect(isValidCep('01310-100')).toBe(false);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('0131010a')).toBe(false);
    expect(isValidCep('00000000')).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('accepts mobiles (9 + 8 digits) and landlines (8 digits starting 2-5)', () => {
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
    expect(isValidPhone('5132109876')).toBe(true);
    expect(isValidPhone('2154321098')).toBe(true);
  });
  it('accepts the leading country code 55', () => {
    expect(isValidPhone('5511987654321')).toBe(true);
    expect(isValidPhone('551134567890')).toBe(true);
  });
  it('treats 55 in a 10/11-digit number as the DDD of Rio Grande do Sul', () => {
    expect(isValidPhone('55987654321')).toBe(true);
  });
  it('rejects a DDD with a zero', () => {
    expect(isValidPhone('01987654321')).toBe(false);
    expect(isValidPhone('10987654321')).toBe(false);
    expect(isValidPhone('5501987654321')).toBe(false);
  });
  it('rejects an 8-digit mobile and landlines starting 0,1,6-9', () => {
    expect(isValidPhone('1187654321')).toBe(false); // old 8-digit mobile
    expect(isValidPhone('1114567890')).toBe(false);
    expect(isValidPhone('1164567890')).toBe(false);
    expect(isValidPhone('11887654321')).toBe(false); // 11 digits not starting with 9
  });
  it('rejects other country codes, masks and wrong lengths', () => {
    expect(isValidPhone('5411987654321')).toBe(false);
    expect(isValidPhone('(11) 98765-4321')).toBe(false);
    expect(isValidPhone('119876543')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it('tells mobile from landline', () => {
    expect(phoneKind('11987654321')).toBe('mobile');
    expect(phoneKind('551134567890')).toBe('landline');
    expect(phoneKind('123')).toBeNull();
  });
});

describe('isValidUf', () => {
  it('knows the 27 codes of the spec', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    for (const uf of UFS) {
      expect(isValidUf(uf)).toBe(true);
      expect(UF_NAMES[uf]).toBeTruthy();
    }
  });
  it('rejects unknown, lower-case and padded codes', () => {
    expect(isValidUf('XX')).toBe(false);
    expect(isValidUf('sp')).toBe(false);
    expect(isValidUf(' SP')).toBe(false);
    expect(isValidUf('')).toBe(false);
  });
});

describe('isValidCnj', () => {
  it('accepts the worked example, formatted or as 20 digits', () => {
    expect(isValidCnj('0000002-65.2005.4.05.8100')).toBe(true);
    expect(isValidCnj('00000026520054058100')).toBe(true);
  });
  it('computes DD = 98 - (N AAAA J TR OOOO 00 mod 97) in pieces', () => {
    expect(cnjCheckDigits('0000002', '2005', '4', '05', '8100')).toBe('65');
    // Cross-check the pieces against BigInt arithmetic on random numbers.
    for (let i = 0; i < 200; i++) {
      const seq = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
      const year = String(1990 + Math.floor(Math.random() * 40));
      const j = String(1 + Math.floor(Math.random() * 9));
      const tr = String(Math.floor(Math.random() * 100)).padStart(2, '0');
      const origin = String(Math.floor(Math.random() * 10000)).padStart(4, '0');
      const expected = String(98n - (BigInt(`${seq}${year}${j}${tr}${origin}00`) % 97n)).padStart(2, '0');
      const dd = cnjCheckDigits(seq, year, j, tr, origin);
      expect(dd).toBe(expected);
      expect(isValidCnj(`${seq}-${dd}.${year}.${j}.${tr}.${origin}`)).toBe(true);
      expect(BigInt(`${seq}${year}${j}${tr}${origin}${dd}`) % 97n).toBe(1n);
    }
  });
  it('rejects wrong check digits and a changed digit elsewhere', () => {
    expect(isValidCnj('0000002-66.2005.4.05.8100')).toBe(false);
    expect(isValidCnj('0000003-65.2005.4.05.8100')).toBe(false);
    expect(isValidCnj('0000002-65.2005.4.05.8101')).toBe(false);
  });
  it('rejects malformed numbers', () => {
    expect(isValidCnj('0000002-65.2005.4.5.8100')).toBe(false);
    expect(isValidCnj('000000265.2005.4.05.8100')).toBe(false);
    expect(isValidCnj('0000002652005405810')).toBe(false);
    expect(isValidCnj('')).toBe(false);
  });
  it('parses and formats', () => {
    expect(parseCnj('00000026520054058100')).toEqual({
      sequence: '0000002',
      checkDigits: '65',
      year: '2005',
      branch: '4',
      court: '05',
      origin: '8100',
    });
    expect(formatCnj('00000026520054058100')).toBe('0000002-65.2005.4.05.8100');
    expect(parseCnj('abc')).toBeNull();
  });
});

describe('isValidOab', () => {
  it('accepts UF + number, with optional A/B suffix and thousands dot', () => {
    expect(isValidOab('SP', '123456')).toBe(true);
    expect(isValidOab('SP', '123.456')).toBe(true);
    expect(isValidOab('RJ', '98765A')).toBe(true);
    expect(isValidOab('MG', '1234-b')).toBe(true);
    expect(isValidOab('DF', '12 A')).toBe(true);
  });
  it('rejects a bad UF, other suffixes, too many digits, zero', () => {
    expect(isValidOab('XX', '123456')).toBe(false);
    expect(isValidOab('SP', '12345C')).toBe(false);
    expect(isValidOab('SP', '1234567')).toBe(false);
    expect(isValidOab('SP', '000')).toBe(false);
    expect(isValidOab('SP', '')).toBe(false);
    expect(isValidOab('SP', 'A123')).toBe(false);
  });
  it('normalizes and formats', () => {
    expect(normalizeOab('123.456')).toBe('123456');
    expect(normalizeOab('1234-b')).toBe('1234B');
    expect(normalizeOab('x')).toBeNull();
    expect(formatOab('SP', '123456')).toBe('OAB/SP 123.456');
    expect(formatOab('RJ', '98765a')).toBe('OAB/RJ 98.765A');
  });
});

describe('dates', () => {
  it('isValidIsoDate knows month lengths and leap years', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2024-04-31')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('2024-1-01')).toBe(false);
  });
  it('brDateToIso converts real dd/mm/yyyy days only', () => {
    expect(brDateToIso('31/12/2024')).toBe('2024-12-31');
    expect(brDateToIso('31/04/2024')).toBeNull();
    expect(brDateToIso('2024-12-31')).toBeNull();
    expect(brDateToIso('1/2/2024')).toBeNull();
  });
  it('isValidIsoDateTime requires a zone', () => {
    expect(isValidIsoDateTime('2024-05-01T13:00:00.000Z')).toBe(true);
    expect(isValidIsoDateTime('2024-05-01T10:00-03:00')).toBe(true);
    expect(isValidIsoDateTime('2024-05-01T13:00:00')).toBe(false);
    expect(isValidIsoDateTime('2024-02-30T13:00:00Z')).toBe(false);
    expect(isValidIsoDateTime('2024-05-01')).toBe(false);
  });
});
