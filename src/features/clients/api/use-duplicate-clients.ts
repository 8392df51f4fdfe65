import { useMemo } from 'react';
import { useClientSearch, type ClientDoc } from '@/data';
import { isValidCnpj, isValidCpf, normalizeCnpj } from '@/lib/validation';

/** The stored form of a typed CPF/CNPJ ('' while it is not a valid one: nothing to compare yet). */
export function documentKey(kind: 'PF' | 'PJ', typed: string): string {
  const value = typed.trim();
  if (kind === 'PF') return /^\d{11}$/.test(value) && isValidCpf(value) ? value : '';
  const cnpj = normalizeCnpj(value);
  return isValidCnpj(cnpj) ? cnpj : '';
}

/**
 * Other clients in the replica with this CPF/CNPJ — offline, from the in-memory client index
 * (a query on `document` would walk all clients: it has no index). Deleted clients are not
 * in the index; anonymised ones have no document.
 */
export function useDuplicateClients(
  kind: 'PF' | 'PJ',
  typed: string,
  excludeId?: string,
): { key: string; duplicates: ClientDoc[] } {
  const key = documentKey(kind, typed);
  const { data } = useClientSearch(key, 20);
  // The index matches the term anywhere (phone, notes of the name…): keep exact documents only.
  const duplicates = useMemo(
    () => (key ? data.filter((c) => c.document === key && c.id !== excludeId) : []),
    [data, key, excludeId],
  );
  return { key, duplicates };
}
