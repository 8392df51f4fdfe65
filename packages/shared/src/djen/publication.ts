/**
 * Publications from the DJEN (Diário de Justiça Eletrônico Nacional, the CNJ's Comunica PJe API),
 * shared by the backend (functions/src/djen, which writes them) and the app (which triages and
 * words them). Pure; functions/ imports it with a relative path, like src/lib/datajud.
 *
 * A publication is a typed document of `status_proccess` (the process timeline), `source: 'djen'`,
 * one per DJEN communication (id `djen-<communication id>`): on the process's timeline when its
 * CNJ number is one of the firm's processes, otherwise in "Publicações a triar" (`processId: ''`).
 * The `djen` map is the backend's; staff change only the triage fields (firestore.rules).
 */

/** `source` of a timeline entry the backend wrote from a DJEN communication. */
export const DJEN_SOURCE = 'djen';

/**
 * Where a publication stands (`status_proccess.triage`):
 * - `matched`: the backend found the process by its CNJ number (on that timeline);
 * - `pending`: no process of the firm has that number: waiting in "Publicações a triar";
 * - `attached`: staff attached it to a process (or created the process from it);
 * - `dismissed`: staff dismissed it, with a reason (`triageReason`).
 */
export const DJEN_TRIAGE_STATES = ['matched', 'pending', 'attached', 'dismissed'] as const;
export type DjenTriage = (typeof DJEN_TRIAGE_STATES)[number];

/** `status_proccess.djen`: what DJEN said, written by the backend only. */
export interface DjenPublication {
  /** DJEN's `id` (as a string), or its `hash` when an item has no id. */
  communicationId: string;
  hash: string;
  /** `data_disponibilizacao`, YYYY-MM-DD. */
  availableOn: string;
  /** `siglaTribunal`, e.g. TJSP, TRT2, TRF3. */
  court: string;
  /** `tipoComunicacao`, e.g. Intimação, Edital, Pauta de julgamento. */
  kind: string;
  /** `nomeOrgao`. */
  organ: string;
  documentType: string;
  className: string;
  /** The CNJ number, 20 digits ('' when DJEN sent none). */
  cnj: string;
  /** The full text, as plain text (tags DJEN sometimes sends are removed; the screen renders it as text). */
  text: string;
  link: string;
  /** The firm's lawyers named in it (users' uids): each sees it in their triage list. */
  lawyerUids: string[];
  /** Every lawyer named (name and OAB as "UF 12345"). */
  lawyers: { name: string; oab: string }[];
  /** The parties (`destinatarios`): name and pole (A active, P passive). */
  parties: { name: string; pole: string }[];
}

/** The publication's timeline document id: the communication's own id, so a run repeated never duplicates it. */
export function djenEntryId(communicationId: string | number): string {
  return `djen-${String(communicationId).replace(/[^0-9A-Za-z_-]/g, '')}`.slice(0, 128);
}

/** The event id of the deadline created from a publication: one per publication, even when two devices create it offline. */
export function djenDeadlineEventId(entryId: string): string {
  return `prazo-${entryId}`.slice(0, 128);
}

/**
 * An OAB registration as a comparable key: UF upper-case + the number without leading zeros,
 * punctuation or spaces, keeping a suffix letter (A supplementary, B transfer). DJEN sends
 * `numero_oab: "94719"` while texts print "OAB/RJ-094719": both give `RJ:94719`.
 */
export function oabKey(uf: string, number: string): string | null {
  const state = uf.trim().toUpperCase();
  const compact = number.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const match = /^0*(\d+)([A-Z]?)$/.exec(compact);
  if (!/^[A-Z]{2}$/.test(state) || !match) return null;
  return `${state}:${match[1]}${match[2]}`;
}

/** The OAB number as DJEN's `numeroOab` wants it: digits without leading zeros (suffix letter dropped). */
export function djenOabNumber(number: string): string {
  return number.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** A CNJ number in any formatting ("0919992-11.2023.8.19.0001", "09199921120238190001") as its 20 digits, or '' when it has not 20. */
export function cnjDigitsOf(value: string | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.length === 20 ? digits : '';
}

/**
 * DJEN texts come as plain text with `\n\r` line breaks, and from some courts with HTML tags.
 * Kept as text: tags become line breaks or nothing, the common entities are decoded, and the
 * screen renders the result as text (never as HTML).
 */
export function djenPlainText(value: string | null | undefined): string {
  return String(value ?? '')
    .replace(/\r\n|\n\r|\r/g, '\n')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]{0,500}>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The fields of a timeline document the publication screens read (a subset of ProcessStatusDoc). */
export interface PublicationLike {
  source?: string;
  processId: string;
  triage?: string;
  seenAt?: string;
  deadlineDueOn?: string;
  djen?: Partial<DjenPublication>;
}

/** Whether a timeline document is a DJEN publication. */
export function isPublication(doc: { source?: string }): boolean {
  return doc.source === DJEN_SOURCE;
}

/** New: nobody opened it yet ("Marcar como lida") and it was not dismissed. Shared by the whole firm. */
export function isNewPublication(doc: PublicationLike): boolean {
  return isPublication(doc) && !doc.seenAt && doc.triage !== 'dismissed';
}

/** Waiting in "Publicações a triar". */
export function awaitsTriage(doc: PublicationLike): boolean {
  return isPublication(doc) && doc.triage === 'pending' && !doc.processId;
}

/** Whether `uid` is one of the lawyers it names. */
export function namesLawyer(doc: PublicationLike, uid: string): boolean {
  return (doc.djen?.lawyerUids ?? []).includes(uid);
}
