/**
 * The CNJ's public DataJud API: one Elasticsearch index per court
 * (`<base>/api_publica_<alias>/_search`), asked with a POST
 * `{"query":{"match":{"numeroProcesso":"<20 digits>"}}}` and the header `Authorization: APIKey <key>`.
 * The public key changes from time to time, so it is configuration (DATAJUD_API_KEY), as is the
 * base URL (DATAJUD_BASE_URL: tests point it at a fake on 127.0.0.1). Sealed processes are not
 * returned (empty hits), which is indistinguishable from a number DataJud does not know.
 */
import { fetchWithRetry, Pacer, type RetryOptions } from '../http-retry.js';

export const DATAJUD_BASE_URL = 'https://api-publica.datajud.cnj.jus.br';

export interface DatajudConfig {
  baseUrl: string;
  /** The public API key (without the `APIKey ` prefix); null when not configured. */
  apiKey: string | null;
  /** Attempts per request when DataJud answers 429/5xx or cannot be reached. */
  attempts: number;
  /** First back-off; doubled per retry. */
  retryBaseMs: number;
  timeoutMs: number;
  /** Minimum time between two requests (a polite rate: 500 ms = at most 2 requests/s). */
  minIntervalMs: number;
}

/** From the environment (functions/.env in production; tests and `npm start` set it). */
export function datajudConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatajudConfig {
  const key = (env.DATAJUD_API_KEY ?? '').trim().replace(/^APIKey\s+/i, '');
  return {
    baseUrl: (env.DATAJUD_BASE_URL || DATAJUD_BASE_URL).replace(/\/+$/, ''),
    apiKey: key || null,
    attempts: Number(env.DATAJUD_ATTEMPTS) || 4,
    retryBaseMs: Number(env.DATAJUD_RETRY_BASE_MS) || 2000,
    timeoutMs: Number(env.DATAJUD_TIMEOUT_MS) || 20_000,
    minIntervalMs: Number(env.DATAJUD_MIN_INTERVAL_MS) || 500,
  };
}

/** A movement as DataJud sends it (fields this backend reads). */
export interface DatajudMovement {
  codigo?: number;
  nome?: string;
  dataHora?: string;
  complementosTabelados?: { codigo?: number; valor?: number; nome?: string; descricao?: string }[];
}

/** One hit's `_source` (one per degree of jurisdiction: a process may have a G1 and a G2 hit). */
export interface DatajudProcessSource {
  numeroProcesso?: string;
  classe?: { codigo?: number; nome?: string };
  orgaoJulgador?: { codigo?: number; nome?: string };
  assuntos?: { codigo?: number; nome?: string }[];
  dataHoraUltimaAtualizacao?: string;
  grau?: string;
  movimentos?: DatajudMovement[];
}

/** Why DataJud could not be used: no key configured, the key refused (401/403: it changed), 429/5xx or the network after every retry, or an answer that is not DataJud's. */
export type DatajudFailure =
  'no-api-key' | 'unauthorized' | 'rate-limited' | 'server-error' | 'network' | 'bad-response';

export type DatajudLookup =
  | { kind: 'found'; hits: DatajudProcessSource[] }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; failure: DatajudFailure; httpStatus: number | null; attempts: number };

/** A lookup's pacer (shared by a run), sleep and retry callback. */
export type LookupOptions = RetryOptions;

/** Asks DataJud's index `api_publica_<alias>` for a process number (20 digits). */
export async function lookupDatajud(
  config: DatajudConfig,
  alias: string,
  cnjDigits: string,
  options: LookupOptions = {},
): Promise<DatajudLookup> {
  if (!config.apiKey) return { kind: 'unavailable', failure: 'no-api-key', httpStatus: null, attempts: 0 };
  return fetchWithRetry(
    `${config.baseUrl}/api_publica_${alias}/_search`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `APIKey ${config.apiKey}`,
      },
      body: JSON.stringify({ query: { match: { numeroProcesso: cnjDigits } } }),
    },
    config,
    readAnswer,
    { ...options, pacer: options.pacer ?? new Pacer(config.minIntervalMs, options.sleep) },
  );
}

/** An answer that is not 429/5xx. */
function readAnswer(response: Response, text: string): DatajudLookup {
  // A refused key will not get better by retrying: the public key was changed (README).
  if (response.status === 401 || response.status === 403)
    return { kind: 'unavailable', failure: 'unauthorized', httpStatus: response.status, attempts: 1 };
  // An index that does not exist (a court DataJud dropped) answers 404: nothing to find there.
  if (response.status === 404) return { kind: 'not-found' };
  let body: { hits?: { hits?: { _source?: DatajudProcessSource }[] } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { kind: 'unavailable', failure: 'bad-response', httpStatus: response.status, attempts: 1 };
  }
  if (!response.ok || !body.hits || !Array.isArray(body.hits.hits))
    return { kind: 'unavailable', failure: 'bad-response', httpStatus: response.status, attempts: 1 };
  const hits = body.hits.hits
    .map((h) => h._source)
    .filter((s): s is DatajudProcessSource => Boolean(s && typeof s === 'object'));
  return hits.length === 0 ? { kind: 'not-found' } : { kind: 'found', hits };
}
