/**
 * The CNJ's Comunica PJe API, which serves the DJEN (Diário de Justiça Eletrônico Nacional):
 * public, no credentials. `GET <base>/api/v1/comunicacao?numeroOab=&ufOab=&dataDisponibilizacaoInicio=
 * &dataDisponibilizacaoFim=&pagina=&itensPorPagina=` answers `{ status, message, count, items: [...] }`
 * (Swagger 1.0.x). Its rules, as documented: at most 100 items per page; a 429 asks to wait a
 * minute before going on (and never to spread requests over several IPs); 422 is a refused
 * query. Configuration from the environment (DJEN_*): off unless DJEN_ENABLED; DJEN_BASE_URL lets
 * tests point it at a fake on 127.0.0.1.
 */
import { fetchWithRetry, Pacer, type RetryOptions } from '../http-retry.js';

export const DJEN_BASE_URL = 'https://comunicaapi.pje.jus.br';
/** DJEN's maximum `itensPorPagina`. */
export const DJEN_MAX_PAGE_SIZE = 100;

export interface DjenConfig {
  enabled: boolean;
  baseUrl: string;
  /** Attempts per request when DJEN answers 429/5xx or cannot be reached. */
  attempts: number;
  /** First back-off; doubled per retry (DJEN asks for a minute after a 429). */
  retryBaseMs: number;
  timeoutMs: number;
  /** Minimum time between two requests of a run (retries included). */
  minIntervalMs: number;
  pageSize: number;
  /** A lawyer asked for the first time is asked for this many days back (today included). */
  lookbackDays: number;
  /**
   * Time a run may spend before it starts no further registration (issue 38): the scheduled
   * function is cut off at 540 s, so it stops well before and the next run resumes — the
   * registrations asked least recently go first, so none starves.
   */
  runBudgetMs?: number;
}

const truthy = (value: string | undefined) => /^(1|true|yes|sim|on)$/i.test((value ?? '').trim());

/** From the environment (functions/.env in production; tests and `npm start` set it). */
export function djenConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DjenConfig {
  return {
    enabled: truthy(env.DJEN_ENABLED),
    baseUrl: (env.DJEN_BASE_URL || DJEN_BASE_URL).replace(/\/+$/, ''),
    attempts: Number(env.DJEN_ATTEMPTS) || 4,
    retryBaseMs: Number(env.DJEN_RETRY_BASE_MS) || 60_000,
    timeoutMs: Number(env.DJEN_TIMEOUT_MS) || 30_000,
    minIntervalMs: Number(env.DJEN_MIN_INTERVAL_MS) || 1000,
    pageSize: Math.min(DJEN_MAX_PAGE_SIZE, Number(env.DJEN_PAGE_SIZE) || DJEN_MAX_PAGE_SIZE),
    lookbackDays: Number(env.DJEN_LOOKBACK_DAYS) || 7,
    runBudgetMs: Number(env.DJEN_RUN_BUDGET_MS) || 420_000,
  };
}

/** A communication as DJEN sends it (the fields this backend reads). */
export interface DjenItem {
  id?: number | string;
  hash?: string;
  data_disponibilizacao?: string;
  siglaTribunal?: string;
  tipoComunicacao?: string;
  nomeOrgao?: string;
  texto?: string;
  numero_processo?: string;
  numeroprocessocommascara?: string;
  link?: string | null;
  tipoDocumento?: string;
  nomeClasse?: string;
  ativo?: boolean;
  /** When and why the court cancelled it after availability (issue 38). */
  data_cancelamento?: string | null;
  motivo_cancelamento?: string | null;
  destinatarios?: { nome?: string; polo?: string }[];
  destinatarioadvogados?: { advogado?: { nome?: string; numero_oab?: string; uf_oab?: string } }[];
}

export type DjenFailure = 'rate-limited' | 'server-error' | 'network' | 'bad-response' | 'refused';

export type DjenDay =
  | { kind: 'ok'; items: DjenItem[]; pages: number }
  | { kind: 'unavailable'; failure: DjenFailure; httpStatus: number | null; attempts: number; pages: number };

/** A run's pacer (shared by its requests), sleep and retry callback. */
export type DjenRequestOptions = RetryOptions;

type Page =
  | { kind: 'page'; count: number; items: DjenItem[] }
  | { kind: 'unavailable'; failure: DjenFailure; httpStatus: number | null; attempts: number };

/** An answer that is not 429/5xx. */
function readPage(response: Response, text: string): Page {
  // 422 ("erro negocial"): the query itself is refused; asking again changes nothing.
  if (!response.ok) return { kind: 'unavailable', failure: 'refused', httpStatus: response.status, attempts: 1 };
  let body: { count?: unknown; items?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { kind: 'unavailable', failure: 'bad-response', httpStatus: response.status, attempts: 1 };
  }
  if (!body || !Array.isArray(body.items))
    return { kind: 'unavailable', failure: 'bad-response', httpStatus: response.status, attempts: 1 };
  const items = body.items.filter((i): i is DjenItem => Boolean(i && typeof i === 'object'));
  return { kind: 'page', count: typeof body.count === 'number' ? body.count : items.length, items };
}

/**
 * Every communication made available on `day` (YYYY-MM-DD) naming the lawyer OAB `number`/`uf`,
 * page after page until a short page or `count` is reached (DJEN caps a query at 10,000 items:
 * 100 pages). Items repeated across pages (DJEN's pages can shift while it is being fed) are kept
 * once, by id or hash.
 */
export function fetchDjenDay(
  config: DjenConfig,
  oab: { uf: string; number: string },
  day: string,
  options: DjenRequestOptions = {},
): Promise<DjenDay> {
  return fetchDjenRange(config, oab, day, day, options);
}

/** The same for the availability days `from`..`to` (issue 38's re-check of the last 30 days: one query, not 30). */
export async function fetchDjenRange(
  config: DjenConfig,
  oab: { uf: string; number: string },
  from: string,
  to: string,
  options: DjenRequestOptions = {},
): Promise<DjenDay> {
  const pacer = options.pacer ?? new Pacer(config.minIntervalMs, options.sleep);
  const seen = new Set<string>();
  const items: DjenItem[] = [];
  let received = 0;
  for (let page = 1; page <= 100; page++) {
    const params = new URLSearchParams({
      numeroOab: oab.number,
      ufOab: oab.uf,
      dataDisponibilizacaoInicio: from,
      dataDisponibilizacaoFim: to,
      pagina: String(page),
      itensPorPagina: String(config.pageSize),
    });
    const result = await fetchWithRetry(
      `${config.baseUrl}/api/v1/comunicacao?${params}`,
      { headers: { accept: 'application/json' } },
      config,
      readPage,
      { ...options, pacer },
    );
    if (result.kind === 'unavailable') return { ...result, pages: page };
    received += result.items.length;
    for (const item of result.items) {
      const key = String(item.id ?? item.hash ?? '');
      if (!key || seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    if (result.items.length < config.pageSize || received >= result.count) return { kind: 'ok', items, pages: page };
  }
  return { kind: 'ok', items, pages: 100 };
}
