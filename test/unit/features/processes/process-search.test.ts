import { describe, expect, it } from 'vitest';
import type { ProcessDoc } from '@/data';
import { cnjDigitsOf, processMatches, processPassesFilters, statusesOf } from '@/features/processes/process-search';

const base = {
  clientId: 'cli-1',
  type: 'Judicial',
  subject: 'Revisão de benefício',
  court: '2ª Vara Federal de Fortaleza',
  legalArea: 'Previdenciário',
  currentStatus: 'Concluso para sentença',
  openedAt: null,
  responsibleUid: 'adv-1',
} as const;
const p = (cnj: string, extra: Partial<ProcessDoc> = {}) => ({ ...base, id: cnj || 'x', cnj, ...extra }) as ProcessDoc;
const ctx = { staffNames: new Map([['adv-1', 'Beatriz Andrade']]) };
const judicial = p('00000026520054058100');

describe('processMatches: the firm-wide search of /processos', () => {
  it('finds a process by its CNJ number in any formatting, whole or in part', () => {
    for (const term of [
      '0000002-65.2005.4.05.8100',
      '00000026520054058100',
      ' 0000002 65 2005 4 05 8100 ',
      '0000002-65',
      '2005.4.05',
      '8100',
    ])
      expect([term, processMatches(judicial, term, ctx)]).toEqual([term, true]);
  });

  it('does not find it by another number, nor by digits out of order', () => {
    for (const term of ['0000003-65.2005.4.05.8100', '8100.05', '99999'])
      expect([term, processMatches(judicial, term, ctx)]).toEqual([term, false]);
    // An extrajudicial matter has no number: a number search never finds it.
    expect(processMatches(p('', { type: 'Extrajudicial' }), '0000', ctx)).toBe(false);
  });

  it('reads short or mixed terms as words, not as a number', () => {
    expect(cnjDigitsOf('12')).toBeUndefined();
    expect(cnjDigitsOf('2ª Vara')).toBeUndefined();
    expect(cnjDigitsOf('0000002-65')).toBe('000000265');
    expect(processMatches(judicial, '2ª vara', ctx)).toBe(true);
  });

  it('finds by court, status, area and subject, without accents or case', () => {
    for (const term of ['vara federal', 'CONCLUSO', 'previdenciario', 'revisao'])
      expect([term, processMatches(judicial, term, ctx)]).toEqual([term, true]);
    expect(processMatches(judicial, 'trabalhista', ctx)).toBe(false);
  });

  it("finds by the responsible lawyer's name and by the client (ids the client index found)", () => {
    expect(processMatches(judicial, 'beatriz', ctx)).toBe(true);
    expect(processMatches(judicial, 'maria', ctx)).toBe(false);
    expect(processMatches(judicial, 'maria', { ...ctx, matchingClientIds: new Set(['cli-1']) })).toBe(true);
    expect(processMatches(judicial, 'maria', { ...ctx, matchingClientIds: new Set(['cli-2']) })).toBe(false);
  });

  it('an empty term finds everything', () => {
    expect(processMatches(judicial, '  ', ctx)).toBe(true);
  });
});

describe('filters', () => {
  it('by type, status and responsible', () => {
    const none = { type: '', status: '', responsibleUid: '' };
    expect(processPassesFilters(judicial, none)).toBe(true);
    expect(processPassesFilters(judicial, { ...none, type: 'Extrajudicial' })).toBe(false);
    expect(processPassesFilters(judicial, { ...none, status: 'Concluso para sentença' })).toBe(true);
    expect(processPassesFilters(judicial, { ...none, status: 'Arquivado' })).toBe(false);
    expect(processPassesFilters(judicial, { ...none, responsibleUid: 'adv-2' })).toBe(false);
  });

  it('offers the statuses in use, once each, sorted', () => {
    expect(
      statusesOf([judicial, p('1', { currentStatus: 'Arquivado' }), p('2', { currentStatus: '' }), judicial]),
    ).toEqual(['Arquivado', 'Concluso para sentença']);
  });
});
