/**
 * CEP → address look-up (ViaCEP by default) with an answer cache in localStorage.
 *
 * The cache is what lets a tablet with the network off fill the address of a CEP it has
 * seen before; it outlives TanStack Query's in-memory cache (30 min) on purpose, because a
 * CEP's street does not change from one week to the next. Unknown CEPs are cached as such
 * too, so the form can say 'CEP inválido' offline as well.
 */
import { CEP_CACHE_KEY } from '@/lib/user-caches';
import { isValidCep } from '@/lib/validation/cep';

export interface CepAddress {
  cep: string;
  street: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
}

/** `null` address = the service answered that the CEP does not exist. */
export interface CepAnswer {
  address: CepAddress | null;
  savedAt: number;
}

export class CepLookupError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'network',
  ) {
    super(message);
    this.name = 'CepLookupError';
  }
}

export const DEFAULT_CEP_URL = 'https://viacep.com.br/ws/{cep}/json/';
export { CEP_CACHE_KEY };
/** Enough for every CEP a firm types in months; the oldest answers go first. */
const MAX_CACHED = 500;

/**
 * The look-up URL for a CEP. VITE_CEP_URL may be a template with `{cep}` or a base URL in
 * ViaCEP's shape (`…/ws` → `…/ws/{cep}/json/`). Read on each call so tests and previews can
 * point it elsewhere without a rebuild of this module.
 */
export function cepUrl(
  cep: string,
  template = (import.meta.env as Record<string, string | undefined>).VITE_CEP_URL || DEFAULT_CEP_URL,
): string {
  if (template.includes('{cep}')) return template.replace('{cep}', cep);
  return `${template.replace(/\/+$/, '')}/${cep}/json/`;
}

type CacheMap = Record<string, CepAnswer>;

function readCache(storage: Storage): CacheMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CEP_CACHE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as CacheMap) : {};
  } catch {
    return {};
  }
}

export function readCachedCep(cep: string, storage: Storage = localStorage): CepAnswer | undefined {
  return readCache(storage)[cep];
}

export function writeCachedCep(cep: string, answer: CepAnswer, storage: Storage = localStorage): void {
  const cache = readCache(storage);
  cache[cep] = answer;
  const entries = Object.entries(cache);
  const kept =
    entries.length > MAX_CACHED ? entries.sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, MAX_CACHED) : entries;
  try {
    storage.setItem(CEP_CACHE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled (private mode): the look-up still worked, only the offline copy is lost.
  }
}

interface ViaCepBody {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/** One request to the service; the answer (found or not) is cached. Throws CepLookupError. */
export async function fetchCep(
  cep: string,
  options: { signal?: AbortSignal; storage?: Storage; url?: string } = {},
): Promise<CepAnswer> {
  if (!isValidCep(cep)) throw new CepLookupError('CEP inválido', 'invalid');
  let response: Response;
  try {
    // No custom headers: a simple GET needs no CORS preflight.
    response = await fetch(options.url ?? cepUrl(cep), { signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CepLookupError('Não foi possível consultar o CEP agora', 'network');
  }
  // ViaCEP answers 400 for a malformed CEP and 200 {"erro": true} (older: "true") for an unknown one.
  if (response.status === 400 || response.status === 404) return remember(cep, null, options.storage);
  if (!response.ok) throw new CepLookupError('Não foi possível consultar o CEP agora', 'network');
  let body: ViaCepBody;
  try {
    body = (await response.json()) as ViaCepBody;
  } catch {
    throw new CepLookupError('Não foi possível consultar o CEP agora', 'network');
  }
  if (body.erro === true || body.erro === 'true') return remember(cep, null, options.storage);
  return remember(
    cep,
    {
      cep,
      street: body.logradouro ?? '',
      complement: body.complemento ?? '',
      district: body.bairro ?? '',
      city: body.localidade ?? '',
      uf: (body.uf ?? '').toUpperCase(),
    },
    options.storage,
  );
}

function remember(cep: string, address: CepAddress | null, storage: Storage = localStorage): CepAnswer {
  const answer = { address, savedAt: Date.now() };
  writeCachedCep(cep, answer, storage);
  return answer;
}
