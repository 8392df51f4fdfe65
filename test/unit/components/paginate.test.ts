import { describe, expect, it } from 'vitest';
import { matchesSearch, pageOf, paginate, sortRows } from '@/components/data-list/paginate';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paginate (the spec constant: 10 a page)', () => {
  it('slices 10 rows a page and counts pages', () => {
    const first = paginate(rows, 1);
    expect(first.rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.pageCount).toBe(3);
    expect(paginate(rows, 3).rows).toEqual([21, 22, 23]);
  });

  it('snaps an out-of-range page to the last one (e.g. after deleting the last row of a page)', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate([], 2)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('sortRows', () => {
  it('sorts names in pt-BR order, ignoring accents and case, empty values last', () => {
    const names = ['Álvaro', 'beatriz', 'André', null, 'Zélia'];
    expect(sortRows(names, (n) => n, 'asc')).toEqual(['Álvaro', 'André', 'beatriz', 'Zélia', null]);
    expect(sortRows(names, (n) => n, 'desc')).toEqual(['Zélia', 'beatriz', 'André', 'Álvaro', null]);
  });
});

describe('matchesSearch', () => {
  it('finds text regardless of accents and case, in any of the fields', () => {
    expect(matchesSearch('joao', 'João da Silva')).toBe(true);
    expect(matchesSearch('SILVA', null, 'joão da silva')).toBe(true);
    expect(matchesSearch('maria', 'João')).toBe(false);
    expect(matchesSearch('   ', 'qualquer')).toBe(true);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ name: `Nome ${i + 1}`, note: i === 24 ? 'Ação' : '' }));
  const fields = (r: (typeof rows)[number]) => [r.name, r.note];
  const key = (r: (typeof rows)[number], sortKey: string) => (sortKey === 'name' ? r.name : r.note);

  it('searches the given fields, sorts by the chosen column and cuts the page', () => {
    const query = { deferredSearch: 'acao', sortKey: 'name', sortDirection: 'asc' as const, page: 1 };
    expect(pageOf(rows, query, fields, key)).toEqual({ rows: [rows[24]], page: 1, pageCount: 1, total: 1 });
    const all = pageOf(rows, { ...query, deferredSearch: '', sortDirection: 'desc', page: 2 }, fields, key);
    expect(all.total).toBe(25);
    // Ten to a page, numbers in numeric order: the second page of 25..1 starts at 15.
    expect(all.rows.map((r) => r.name).slice(0, 2)).toEqual(['Nome 15', 'Nome 14']);
    expect(all.page).toBe(2);
  });
});
