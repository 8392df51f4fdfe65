import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  isKnownPlaceholder,
  parseMarkup,
  parseTemplate,
  placeholderLabel,
  placeholdersIn,
  placeholderToken,
  PLACEHOLDERS,
  toPlainText,
} from '@/lib/text-styles';

const NOW = new Date(2024, 4, 1, 9, 5); // 01/05/2024 09:05 local

describe('PLACEHOLDERS', () => {
  it('includes the required keys, each with a pt-BR label and unique', () => {
    const keys = PLACEHOLDERS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of [
      'cliente.nome',
      'cliente.cpf',
      'cliente.cnpj',
      'cliente.email',
      'cliente.telefone',
      'cliente.endereco',
      'processo.numero',
      'processo.assunto',
      'processo.tribunal',
      'escritorio.nome',
      'data.hoje',
      'usuario.nome',
    ]) {
      expect(isKnownPlaceholder(k)).toBe(true);
      expect(placeholderLabel(k)).toMatch(/\S/);
    }
    expect(placeholderLabel('cliente.nome')).toBe('Nome do cliente');
    expect(placeholderToken('cliente.nome')).toBe('{{cliente.nome}}');
  });
});

describe('fillPlaceholders', () => {
  it('fills nested and flat values', () => {
    const r = fillPlaceholders(
      'Prezado(a) {{cliente.nome}}, processo {{ processo.numero }} no {{processo.tribunal}}.',
      {
        cliente: { nome: 'Maria Souza' },
        'processo.numero': '0000002-65.2005.4.05.8100',
        processo: { tribunal: 'TRF5' },
      },
      { now: NOW },
    );
    expect(r).toEqual({
      text: 'Prezado(a) Maria Souza, processo 0000002-65.2005.4.05.8100 no TRF5.',
      missing: [],
      unknown: [],
    });
  });

  it('keeps and reports missing values (null, undefined, blank), once each', () => {
    const r = fillPlaceholders('{{cliente.nome}} {{cliente.email}} {{cliente.cpf}} {{cliente.email}}', {
      cliente: { nome: 'Ana', email: '  ', cpf: null },
    });
    expect(r.text).toBe('Ana {{cliente.email}} {{cliente.cpf}} {{cliente.email}}');
    expect(r.missing).toEqual(['cliente.email', 'cliente.cpf']);
  });

  it('supplies data.hoje, data.hojeExtenso and data.hora from now', () => {
    const r = fillPlaceholders('São Paulo, {{data.hojeExtenso}} ({{data.hoje}} {{data.hora}})', {}, { now: NOW });
    expect(r.text).toBe('São Paulo, 1º de maio de 2024 (01/05/2024 09:05)');
    expect(fillPlaceholders('{{data.hojeExtenso}}', {}, { now: new Date(2024, 11, 25) }).text).toBe(
      '25 de dezembro de 2024',
    );
  });

  it('reports unknown keys (typos) separately', () => {
    const r = fillPlaceholders('{{cliente.nmoe}} {{cliente.nome}}', { cliente: { nome: 'Ana' } });
    expect(r.unknown).toEqual(['cliente.nmoe']);
    expect(r.missing).toEqual(['cliente.nmoe']);
  });

  it('escapes markup in values so they stay literal, unless told not to', () => {
    const r = fillPlaceholders('Olá *{{cliente.nome}}*', { cliente: { nome: 'Ana_Maria *VIP*' } });
    expect(parseMarkup(r.text)).toEqual([
      { text: 'Olá ', styles: [] },
      { text: 'Ana_Maria *VIP*', styles: ['bold'] },
    ]);
    expect(fillPlaceholders('{{cliente.email}}', { 'cliente.email': 'a_b@x.com' }, { escapeMarkup: false }).text).toBe(
      'a_b@x.com',
    );
  });

  it('does not execute or interpret HTML in values', () => {
    const r = fillPlaceholders('{{cliente.nome}}', { cliente: { nome: '<img src=x onerror=alert(1)>' } });
    expect(toPlainText(r.text)).toBe('<img src=x onerror=alert(1)>');
  });

  it('ignores malformed braces and converts numbers', () => {
    expect(fillPlaceholders('{cliente.nome} {{ }} {{1abc}}', { cliente: { nome: 'x' } }).text).toBe(
      '{cliente.nome} {{ }} {{1abc}}',
    );
    expect(fillPlaceholders('{{processo.numero}}', { processo: { numero: 42 } }).text).toBe('42');
  });
});

describe('parseTemplate / placeholdersIn', () => {
  it('splits into parts with values for highlighting', () => {
    expect(parseTemplate('Oi {{cliente.nome}}, {{cliente.cpf}}!', { cliente: { nome: 'Ana' } })).toEqual([
      { kind: 'text', text: 'Oi ' },
      { kind: 'placeholder', key: 'cliente.nome', raw: '{{cliente.nome}}', value: 'Ana' },
      { kind: 'text', text: ', ' },
      { kind: 'placeholder', key: 'cliente.cpf', raw: '{{cliente.cpf}}', value: null },
      { kind: 'text', text: '!' },
    ]);
  });
  it('lists the keys used', () => {
    expect(placeholdersIn('{{a.b}} {{ c.d }} {{a.b}}')).toEqual(['a.b', 'c.d']);
  });
});
