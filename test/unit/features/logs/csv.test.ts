import { describe, expect, it } from 'vitest';
import type { LogDoc } from '@/data';
import { csvCell, csvFileName, logsToCsv, toCsv } from '@/features/logs/csv';
import { periodError, periodRange } from '@/features/logs/period';
import { deepEqualJson, displayValue } from '@/features/logs/json';

const log = (over: Partial<LogDoc>): LogDoc => ({
  id: 'l1',
  actorUid: 'u1',
  action: 'update',
  collectionName: 'clients',
  documentId: 'c1',
  summary: 'Alterou "Maria": phone',
  deviceTime: new Date(2024, 4, 1, 9, 5).toISOString(),
  conflict: null,
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  updatedBy: '',
  ...over,
});

describe('CSV for Excel pt-BR', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['ç', 'é'],
      ]),
    ).toBe('\uFEFFa;b\r\nç;é\r\n');
  });

  it('quotes fields holding the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Silva; Souza')).toBe('"Silva; Souza"');
    expect(csvCell('o "Dr." disse')).toBe('"o ""Dr."" disse"');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('simples')).toBe('simples');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+5511')).toBe("'+5511");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes one row per entry with pt-BR labels, dd/MM/yyyy HH:mm and the conflict values', () => {
    const csv = logsToCsv(
      [
        log({}),
        log({
          id: 'l2',
          action: 'conflict',
          summary: 'Conflito em "phone"',
          conflict: {
            field: 'phone',
            keptValue: '"11988887777"',
            lostValue: '"11911112222"',
            keptUpdatedAt: new Date(2024, 4, 1, 9, 4).toISOString(),
            keptUpdatedBy: 'u2',
            lostUpdatedAt: new Date(2024, 4, 1, 9, 3).toISOString(),
            lostUpdatedBy: 'u1',
          },
        }),
      ],
      (uid) => (uid === 'u1' ? 'Ana Souza' : uid === 'u2' ? 'Bruno Lima' : uid),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Data/hora;Usuário;Ação;Coleção;Documento;Resumo;Campo;Valor mantido;Valor perdido');
    expect(lines[1]).toBe('01/05/2024 09:05;Ana Souza;Alteração;Clientes;c1;"Alterou ""Maria"": phone";;;');
    // The conflict's summary is worded from its details (names, dates, the field's label), as on screen.
    expect(lines[2]).toBe(
      '01/05/2024 09:05;Ana Souza;Conflito de sincronização;Clientes;c1;"Conflito de sincronização em ""Telefone"": ficou o valor de Bruno Lima (01/05/2024 09:04); ' +
        'o valor de Ana Souza (01/05/2024 09:03) está guardado aqui.";Telefone;"""11988887777""";"""11911112222"""',
    );
    expect(lines[3]).toBe('');
  });

  it('names the file with the local date and time', () => {
    expect(csvFileName(new Date(2024, 0, 2, 3, 4))).toBe('logs-2024-01-02-0304.csv');
  });
});

describe('period filter', () => {
  it('covers whole local days: from the start of the first to the start of the day after the last', () => {
    expect(periodRange('2024-05-01', '2024-05-31')).toEqual({
      $gte: new Date(2024, 4, 1).toISOString(),
      $lt: new Date(2024, 5, 1).toISOString(),
    });
    expect(periodRange('', '2024-12-31')).toEqual({ $lt: new Date(2025, 0, 1).toISOString() });
    expect(periodRange('', '')).toBeNull();
  });

  it('rejects a period that ends before it starts', () => {
    expect(periodError('2024-05-02', '2024-05-01')).toBe('A data inicial deve ser anterior ou igual à final');
    expect(periodError('2024-05-01', '2024-05-01')).toBeNull();
  });
});

describe('logged values', () => {
  it('reads values for people and compares JSON regardless of key order', () => {
    expect(displayValue('"texto"')).toBe('texto');
    expect(displayValue('null')).toBe('(vazio)');
    expect(displayValue('true')).toBe('Sim');
    expect(displayValue('["a","b"]')).toBe('[\n  "a",\n  "b"\n]');
    expect(deepEqualJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(deepEqualJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqualJson(undefined, null)).toBe(true);
  });
});
