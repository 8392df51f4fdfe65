import { describe, expect, it } from 'vitest';
import { cnjCheckDigits } from '@advocacia/shared/validation/cnj';
import { datajudAliasFor, datajudCourtOf, datajudIndex } from '@advocacia/shared/datajud/court';
import {
  datajudEntryId,
  hasUnseenDatajud,
  newDatajudEntryIds,
  suggestsDeadline,
} from '@advocacia/shared/datajud/tracking';

/** A valid 20-digit number for branch J and court TR (check digits computed, mod 97). */
function cnj(branch: string, tr: string, sequence = '0001234', year = '2024', origin = '0100'): string {
  return `${sequence}${cnjCheckDigits(sequence, year, branch, tr, origin)}${year}${branch}${tr}${origin}`;
}

const STATE_COURTS = [
  'tjac',
  'tjal',
  'tjap',
  'tjam',
  'tjba',
  'tjce',
  'tjdft',
  'tjes',
  'tjgo',
  'tjma',
  'tjmt',
  'tjms',
  'tjmg',
  'tjpa',
  'tjpb',
  'tjpr',
  'tjpe',
  'tjpi',
  'tjrj',
  'tjrn',
  'tjrs',
  'tjro',
  'tjrr',
  'tjsc',
  'tjse',
  'tjsp',
  'tjto',
];

describe('DataJud court from the CNJ number', () => {
  it('the worked example of the rules (0000002-65.2005.4.05.8100) is TRF5, masked or bare', () => {
    expect(datajudCourtOf('0000002-65.2005.4.05.8100')).toEqual({
      ok: true,
      alias: 'trf5',
      endpoint: 'api_publica_trf5',
    });
    expect(datajudCourtOf('00000026520054058100')).toEqual({ ok: true, alias: 'trf5', endpoint: 'api_publica_trf5' });
  });

  it('J=8 state courts: TR 01..27 in the CNJ order (DF at 07 → tjdft, 24 SC, 25 SE, 26 SP, 27 TO)', () => {
    STATE_COURTS.forEach((alias, i) => {
      const tr = String(i + 1).padStart(2, '0');
      expect(datajudCourtOf(cnj('8', tr)), `8.${tr}`).toEqual({ ok: true, alias, endpoint: datajudIndex(alias) });
    });
    // A real TJTO number used in DataJud's own examples.
    expect(datajudCourtOf('00034953520178272716')).toMatchObject({ ok: true, alias: 'tjto' });
    expect(datajudCourtOf(cnj('8', '28'))).toEqual({ ok: false, reason: 'not-covered' });
    expect(datajudCourtOf(cnj('8', '00'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('J=4 federal: TR 01..06 → trf1..trf6, others not covered', () => {
    for (let n = 1; n <= 6; n++)
      expect(datajudCourtOf(cnj('4', `0${n}`))).toMatchObject({ ok: true, alias: `trf${n}` });
    expect(datajudCourtOf(cnj('4', '07'))).toEqual({ ok: false, reason: 'not-covered' });
    expect(datajudCourtOf(cnj('4', '90'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('J=5 labour: TR 00 → tst, 01..24 → trt1..trt24', () => {
    expect(datajudCourtOf(cnj('5', '00'))).toMatchObject({ ok: true, alias: 'tst' });
    for (let n = 1; n <= 24; n++)
      expect(datajudCourtOf(cnj('5', String(n).padStart(2, '0')))).toMatchObject({ ok: true, alias: `trt${n}` });
    expect(datajudCourtOf(cnj('5', '25'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('J=6 electoral: TR 00 → tse, 01..27 → tre-<uf> in the same state order', () => {
    expect(datajudCourtOf(cnj('6', '00'))).toMatchObject({ ok: true, alias: 'tse' });
    expect(datajudAliasFor('6', '01')).toBe('tre-ac');
    expect(datajudAliasFor('6', '07')).toBe('tre-dft');
    expect(datajudAliasFor('6', '13')).toBe('tre-mg');
    expect(datajudAliasFor('6', '26')).toBe('tre-sp');
    expect(datajudCourtOf(cnj('6', '27'))).toMatchObject({ ok: true, alias: 'tre-to', endpoint: 'api_publica_tre-to' });
    expect(datajudCourtOf(cnj('6', '28'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('J=9 state military: 13 → tjmmg, 21 → tjmrs, 26 → tjmsp; other states have none', () => {
    expect(datajudCourtOf(cnj('9', '13'))).toMatchObject({ ok: true, alias: 'tjmmg' });
    expect(datajudCourtOf(cnj('9', '21'))).toMatchObject({ ok: true, alias: 'tjmrs' });
    expect(datajudCourtOf(cnj('9', '26'))).toMatchObject({ ok: true, alias: 'tjmsp' });
    expect(datajudCourtOf(cnj('9', '19'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('J=7 → stm (any circunscrição), J=3 → stj', () => {
    expect(datajudCourtOf(cnj('7', '00'))).toMatchObject({ ok: true, alias: 'stm' });
    expect(datajudCourtOf(cnj('7', '03'))).toMatchObject({ ok: true, alias: 'stm' });
    expect(datajudCourtOf(cnj('3', '00'))).toMatchObject({ ok: true, alias: 'stj' });
  });

  it('J=1 (STF) and J=2 (CNJ) are not in DataJud: skipped as not covered', () => {
    expect(datajudCourtOf(cnj('1', '00'))).toEqual({ ok: false, reason: 'not-covered' });
    expect(datajudCourtOf(cnj('2', '00'))).toEqual({ ok: false, reason: 'not-covered' });
  });

  it('bad check digits, malformed numbers and J=0 are invalid; no number is extrajudicial', () => {
    expect(datajudCourtOf('0000002-66.2005.4.05.8100')).toEqual({ ok: false, reason: 'invalid-number' });
    expect(datajudCourtOf('123')).toEqual({ ok: false, reason: 'invalid-number' });
    expect(datajudCourtOf(cnj('0', '00'))).toEqual({ ok: false, reason: 'invalid-number' });
    expect(datajudCourtOf('')).toEqual({ ok: false, reason: 'extrajudicial' });
    expect(datajudCourtOf('   ')).toEqual({ ok: false, reason: 'extrajudicial' });
  });
});

describe('DataJud tracking helpers', () => {
  it('entry ids are deterministic per process, movement code and instant', () => {
    const a = datajudEntryId('p1', 85, '2024-03-05T10:20:30.000Z');
    expect(a).toBe(datajudEntryId('p1', 85, '2024-03-05T10:20:30.000Z'));
    expect(a).not.toBe(datajudEntryId('p1', 85, '2024-03-05T10:20:31.000Z'));
    expect(a).not.toBe(datajudEntryId('p1', 86, '2024-03-05T10:20:30.000Z'));
    expect(a).toMatch(/^[A-Za-z0-9-]+$/);
  });

  it('deadline-like movement names, accents and case aside', () => {
    for (const name of [
      'Expedição de Intimação',
      'CITAÇÃO',
      'Sentença',
      'Mero expediente (Despacho)',
      'Decisão interlocutória',
      'Intimacao eletronica',
    ]) {
      expect(suggestsDeadline(name), name).toBe(true);
    }
    for (const name of ['Conclusão', 'Distribuição', 'Juntada de Petição', 'Remessa'])
      expect(suggestsDeadline(name), name).toBe(false);
  });

  it('unseen news: a change after the staff mark, with a count', () => {
    const datajud = { lastChangeAt: '2026-11-20T10:00:00.000Z', newCount: 2 };
    expect(hasUnseenDatajud({ datajud })).toBe(true);
    expect(hasUnseenDatajud({ datajud, datajudSeenAt: '2026-11-20T10:00:00.000Z' })).toBe(false);
    expect(hasUnseenDatajud({ datajud, datajudSeenAt: '2026-11-19T10:00:00.000Z' })).toBe(true);
    expect(hasUnseenDatajud({ datajud: { lastChangeAt: '', newCount: 0 } })).toBe(false);
    expect(hasUnseenDatajud({})).toBe(false);
  });

  it('"Nova" marks only the newest arrivals the panel counts, never the first import (issue 30)', () => {
    const first = '2026-11-20T10:00:00.000Z';
    const second = '2026-11-21T10:00:00.000Z';
    const entries = [
      { id: 'dist', source: 'datajud', createdAt: first, date: '2024-01-10T12:00:00.000Z' },
      { id: 'concl', source: 'datajud', createdAt: first, date: '2024-03-10T12:00:00.000Z' },
      { id: 'typed', source: null, createdAt: '2026-11-21T11:00:00.000Z', date: '2026-11-21T11:00:00.000Z' },
      { id: 'intim', source: 'datajud', createdAt: second, date: '2026-11-20T14:30:00.000Z' },
    ];
    // Second run: one new movement; the history of the first run was never marked seen.
    const process = { datajud: { lastChangeAt: second, newCount: 1 }, datajudSeenAt: null };
    expect([...newDatajudEntryIds(process, entries)]).toEqual(['intim']);
    // Marked seen: nothing is news.
    expect(newDatajudEntryIds({ ...process, datajudSeenAt: second }, entries).size).toBe(0);
    // Two runs unseen (1 + 1): both arrivals, still not the history.
    const third = '2026-11-22T10:00:00.000Z';
    const more = [...entries, { id: 'sent', source: 'datajud', createdAt: third, date: '2026-11-21T09:00:00.000Z' }];
    expect([...newDatajudEntryIds({ datajud: { lastChangeAt: third, newCount: 2 } }, more)].sort()).toEqual([
      'intim',
      'sent',
    ]);
  });
});
