import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  escapeMarkup,
  parseMarkup,
  segmentCss,
  STYLE_ORDER,
  styleDefinition,
  TEXT_STYLES,
  toPlainText,
  toggleStyle,
  type Segment,
} from '@/lib/text-styles';

const seg = (text: string, ...styles: Segment['styles']): Segment => ({ text, styles });

describe('parseMarkup: the five styles', () => {
  it('parses each style', () => {
    expect(parseMarkup('*negrito*')).toEqual([seg('negrito', 'bold')]);
    expect(parseMarkup('_itálico_')).toEqual([seg('itálico', 'italic')]);
    expect(parseMarkup('~tachado~')).toEqual([seg('tachado', 'strike')]);
    expect(parseMarkup('++sublinhado++')).toEqual([seg('sublinhado', 'underline')]);
    expect(parseMarkup('~++ambos++~')).toEqual([seg('ambos', 'strike', 'underline')]);
    expect(parseMarkup('++~ambos~++')).toEqual([seg('ambos', 'strike', 'underline')]);
  });
  it('keeps surrounding text and nests', () => {
    expect(parseMarkup('Olá *Maria _Silva_*, tudo bem?')).toEqual([
      seg('Olá '),
      seg('Maria ', 'bold'),
      seg('Silva', 'bold', 'italic'),
      seg(', tudo bem?'),
    ]);
  });
  it('does not style ordinary text', () => {
    for (const plain of [
      '2*3*4 = 24',
      'arquivo_final_v2.pdf',
      'C++ e C#',
      '* item de lista',
      'a ~ b ~ c',
      'joao_silva@exemplo.com',
      '5 * 3',
      '**',
      '~~',
      '++++',
    ]) {
      expect(parseMarkup(plain)).toEqual([seg(plain)]);
    }
  });
  it('leaves unmatched or crossing markers as text', () => {
    expect(parseMarkup('*aberto sem fechar')).toEqual([seg('*aberto sem fechar')]);
    expect(parseMarkup('*a _b* c_')).toEqual([seg('a _b', 'bold'), seg(' c_')]);
  });
  it('never crosses a line break', () => {
    expect(parseMarkup('*linha 1\nlinha 2*')).toEqual([seg('*linha 1\nlinha 2*')]);
    expect(parseMarkup('*um*\n_dois_')).toEqual([seg('um', 'bold'), seg('\n'), seg('dois', 'italic')]);
  });
  it('honours backslash escapes', () => {
    expect(parseMarkup('\\*não negrito\\*')).toEqual([seg('*não negrito*')]);
    expect(parseMarkup('barra \\\\ ok')).toEqual([seg('barra \\ ok')]);
    expect(parseMarkup('C:\\pasta')).toEqual([seg('C:\\pasta')]);
  });
  it('toPlainText strips markup only', () => {
    expect(toPlainText('Prezado *João*, ~++audiência++~ _remarcada_.')).toBe('Prezado João, audiência remarcada.');
  });
  it('escapeMarkup makes any text literal', () => {
    const raw = '*Maria_da* ~Silva~ ++ \\';
    expect(toPlainText(escapeMarkup(raw))).toBe(raw);
    expect(parseMarkup(`*${escapeMarkup('a_b_c')}*`)).toEqual([seg('a_b_c', 'bold')]);
  });
});

describe('markup safety', () => {
  const attacks = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '*<b onmouseover=alert(1)>x</b>*',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    '&lt;img src=x&gt;',
  ];
  it('returns the raw characters as text, never elements', () => {
    expect(parseMarkup(attacks[0]!)).toEqual([seg('<img src=x onerror=alert(1)>')]);
    expect(parseMarkup(attacks[2]!)).toEqual([seg('<b onmouseover=alert(1)>x</b>', 'bold')]);
    for (const a of attacks) expect(toPlainText(a)).toBe(a.replace(/^\*(.*)\*$/, '$1'));
  });
  it('renders as escaped text when segments become React elements', () => {
    // How the UI renders: one <span> per segment, text as a child, style from segmentCss.
    const render = (src: string) =>
      renderToStaticMarkup(
        createElement(
          Fragment,
          null,
          parseMarkup(src).map((s, i) => createElement('span', { key: i, style: segmentCss(s.styles) }, s.text)),
        ),
      );
    const html = render(attacks.join(' '));
    expect(html).not.toMatch(/<img|<script|<svg|<b /);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;');
    expect(render('~++x++~')).toBe('<span style="text-decoration-line:underline line-through">x</span>');
  });
});

describe('segmentCss', () => {
  it('maps styles to CSS', () => {
    expect(segmentCss([])).toEqual({});
    expect(segmentCss(['bold', 'italic'])).toEqual({ fontWeight: 'bold', fontStyle: 'italic' });
    expect(segmentCss(['strike', 'underline'])).toEqual({ textDecorationLine: 'underline line-through' });
  });
});

describe('TEXT_STYLES', () => {
  it('defines the five styles with pt-BR labels', () => {
    expect(TEXT_STYLES.map((s) => s.label)).toEqual([
      'Negrito',
      'Itálico',
      'Tachado',
      'Sublinhado',
      'Sublinhado e tachado',
    ]);
    for (const d of TEXT_STYLES) {
      expect(parseMarkup(`${d.open}x${d.close}`)).toEqual([
        { text: 'x', styles: STYLE_ORDER.filter((s) => d.applies.includes(s)) },
      ]);
    }
  });
});

describe('toggleStyle', () => {
  it('wraps the selection and keeps the text selected', () => {
    const r = toggleStyle('Olá Maria, tudo bem?', 4, 9, 'bold');
    expect(r.text).toBe('Olá *Maria*, tudo bem?');
    expect(r.text.slice(r.selectionStart, r.selectionEnd)).toBe('Maria');
    expect(parseMarkup(r.text)).toContainEqual(seg('Maria', 'bold'));
  });
  it('toggles off when applied again (round trip)', () => {
    const on = toggleStyle('Olá Maria', 4, 9, 'italic');
    const off = toggleStyle(on.text, on.selectionStart, on.selectionEnd, 'italic');
    expect(off).toEqual({ text: 'Olá Maria', selectionStart: 4, selectionEnd: 9 });
  });
  it('unwraps when the selection includes the markers', () => {
    expect(toggleStyle('a ~x~ b', 2, 5, 'strike')).toEqual({ text: 'a x b', selectionStart: 2, selectionEnd: 3 });
  });
  it('stacks styles, including underline + strike', () => {
    let e = toggleStyle('prazo', 0, 5, 'bold');
    e = toggleStyle(e.text, e.selectionStart, e.selectionEnd, 'underlineStrike');
    expect(e.text).toBe('*~++prazo++~*');
    expect(parseMarkup(e.text)).toEqual([seg('prazo', 'bold', 'strike', 'underline')]);
    e = toggleStyle(e.text, e.selectionStart, e.selectionEnd, 'underlineStrike');
    expect(e.text).toBe('*prazo*');
  });
  it('moves surrounding spaces out of the markers so the style still parses', () => {
    const r = toggleStyle('a  b c', 1, 4, 'bold');
    expect(r.text).toBe('a  *b* c');
    expect(parseMarkup(r.text)).toContainEqual(seg('b', 'bold'));
  });
  it('wraps each line of a multi-line selection', () => {
    const r = toggleStyle('um\ndois\n\ntrês', 0, 13, 'underline');
    expect(r.text).toBe('++um++\n++dois++\n\n++três++');
    expect(toPlainText(r.text)).toBe('um\ndois\n\ntrês');
  });
  it('with a caret, inserts an empty pair and removes it when toggled again', () => {
    const ins = toggleStyle('Olá ', 4, 4, 'bold');
    expect(ins).toEqual({ text: 'Olá **', selectionStart: 5, selectionEnd: 5 });
    expect(toggleStyle(ins.text, 5, 5, 'bold')).toEqual({ text: 'Olá ', selectionStart: 4, selectionEnd: 4 });
  });
  it('does not merge two neighbouring pairs around the caret', () => {
    const r = toggleStyle('*a**b*', 3, 3, 'bold');
    expect(r.text).toBe('*a****b*');
    // Selecting the unstyled 'b' between two bold words wraps it instead of merging the pairs.
    expect(toggleStyle('*a* b *c*', 4, 5, 'bold').text).toBe('*a* *b* *c*');
  });
  it('accepts a reversed selection and clamps out-of-range positions', () => {
    expect(toggleStyle('abc', 3, 0, 'italic').text).toBe('_abc_');
    expect(toggleStyle('abc', -5, 99, 'italic').text).toBe('_abc_');
  });
  it('styleDefinition rejects unknown styles', () => {
    expect(() => styleDefinition('blink' as never)).toThrow();
  });
});
