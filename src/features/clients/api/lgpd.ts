import {
  appendLog,
  currentActorUid,
  findDocs,
  getDoc,
  listDeleted,
  requireDatabase,
  updateDeletedDoc,
  updateDoc,
  type ClientDoc,
  type EditableOf,
  type WritableCollectionName,
  type DocOf,
} from '@/data';
import { toIsoDay } from '@/lib/format';
import { backend } from '@/lib/http';
import { redactFields, redactionsFor, type Redaction } from '@/lib/lgpd/redact';
import { eraseClientAppAccount } from './erase-app-account';

/**
 * LGPD (Lei 13.709/2018) art. 18 for one client: portability (V) as a JSON file with
 * everything the firm holds about them, and anonymisation (IV). Both are written to `logs`.
 */

export const EXPORT_FORMAT = 'advocacia.lgpd.portabilidade/1';

export interface ClientExport {
  formato: typeof EXPORT_FORMAT;
  geradoEm: string;
  geradoPor: string;
  base_legal: string;
  cliente: ClientDoc;
  categorias: { id: string; nome: string }[];
  processos: unknown[];
  andamentos: unknown[];
  eventos: unknown[];
  lembretes: unknown[];
  conversas: unknown[];
  mensagens: unknown[];
}

/** Everything about the client in the local replica (which holds the firm's full data set). */
export async function buildClientExport(clientId: string, now = new Date()): Promise<ClientExport> {
  const cliente = await getDoc('clients', clientId);
  if (!cliente) throw new Error('Cliente não encontrado');
  const [processos, andamentos, eventos, lembretes, conversas, categorias] = await Promise.all([
    findDocs('proccess', { selector: { clientId }, sort: [{ updatedAt: 'asc' }] }),
    findDocs('status_proccess', { selector: { clientId } }),
    findDocs('events', { selector: { clientId }, sort: [{ start: 'asc' }] }),
    findDocs('lembrets', { selector: { clientId }, sort: [{ dueAt: 'asc' }] }),
    findDocs('chats', { selector: { clientId } }),
    cliente.categoryIds.length
      ? findDocs('categories', { selector: { id: { $in: cliente.categoryIds } } })
      : Promise.resolve([]),
  ]);
  const chatIds = conversas.map((c) => c.id);
  const mensagens = chatIds.length
    ? await findDocs('messages', { selector: { chatId: { $in: chatIds } }, sort: [{ sentAt: 'asc' }] })
    : [];
  andamentos.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    formato: EXPORT_FORMAT,
    geradoEm: now.toISOString(),
    geradoPor: currentActorUid() ?? 'desconhecido',
    base_legal: 'Lei 13.709/2018 (LGPD), art. 18, V — portabilidade dos dados a pedido do titular',
    cliente,
    categorias: categorias.map((c) => ({ id: c.id, nome: c.name })),
    processos,
    andamentos,
    eventos,
    lembretes,
    conversas,
    mensagens,
  };
}

/**
 * File name without accents or spaces: 'dados-lgpd-maria-da-silva-2025-05-01.json'. The date
 * is the local day, like every date the firm sees (at 23:30 in Brasília it is already
 * tomorrow in UTC).
 */
export function exportFileName(clientName: string, now = new Date()): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `dados-lgpd-${slug || 'cliente'}-${toIsoDay(now)}.json`;
}

/**
 * Builds the export, records it in `logs` and hands back the file. The audit has no
 * 'export' action, so the entry is a 'create' (a copy of the data was created) whose
 * summary says what happened.
 */
export async function exportClientData(
  client: ClientDoc,
): Promise<{ fileName: string; json: string; data: ClientExport }> {
  const data = await buildClientExport(client.id);
  const json = JSON.stringify(data, null, 2);
  await appendLog(requireDatabase(), {
    actorUid: currentActorUid() ?? 'desconhecido',
    action: 'create',
    collection: 'clients',
    documentId: client.id,
    summary: `Exportou os dados do cliente ${client.id} (LGPD, portabilidade): ${data.processos.length} processo(s), ${data.andamentos.length} andamento(s), ${data.eventos.length} evento(s), ${data.lembretes.length} lembrete(s), ${data.conversas.length} conversa(s), ${data.mensagens.length} mensagem(ns)`,
  });
  return { fileName: exportFileName(client.name), json, data };
}

export const ANONYMOUS_PREFIX = 'Cliente anonimizado';

export function isAnonymised(client: Pick<ClientDoc, 'name' | 'document'>): boolean {
  return client.document === '' && client.name.startsWith(ANONYMOUS_PREFIX);
}

/**
 * Where the app (or a person) copies a client's personal data into other records: the chat
 * list's last-message preview, event titles/notes/places, reminders, a process's parties
 * (subject, court, status) and its timeline. Message texts are not here: what people wrote is
 * evidence and the rules keep it unchanged (docs/architecture.md, "LGPD").
 */
const COPIES = {
  chats: ['lastMessagePreview'],
  events: ['title', 'notes', 'location'],
  lembrets: ['title', 'message'],
  proccess: ['subject', 'court', 'legalArea', 'currentStatus'],
  status_proccess: ['status', 'description'],
} as const satisfies Partial<Record<WritableCollectionName, readonly string[]>>;
type CopyCollection = keyof typeof COPIES;

/** The fields' schema limits: a replacement longer than the name it replaces must still fit. */
const MAX_LENGTH: Partial<Record<string, number>> = {
  lastMessagePreview: 200,
  title: 200,
  notes: 5000,
  location: 300,
  message: 4000,
  subject: 300,
  court: 200,
  legalArea: 100,
  currentStatus: 200,
  status: 200,
  description: 5000,
};

export interface AnonymisationResult {
  client: ClientDoc;
  /** Records, other than the client's, whose copies of the personal data were replaced. */
  redacted: number;
}

/**
 * Replaces every personal field of the client and every copy of it the firm's records hold
 * (COPIES: live and deleted records alike — a deleted one is a tombstone kept until the purge,
 * see data/tombstones.ts). Processes, their timeline and the agenda stay (the firm keeps them
 * to exercise rights in proceedings, LGPD art. 7, VI / art. 16, I), now pointing at a record
 * that no longer identifies anyone. A short piece of the id keeps two anonymised clients apart
 * in lists. Irreversible: the old values exist only in the export.
 *
 * Records that belong to the client lose the name, first name, CPF/CNPJ, phone, e-mail and
 * address wherever written; other records lose what identifies the client on its own (name,
 * CPF/CNPJ, phone, e-mail). Each change is one audited update that names the record by id.
 */
export interface AnonymiseDeps {
  /** Erases the client's app account on the backend (users/{uid} and the Auth account); see erase-app-account.ts. */
  eraseAppAccount?: (clientId: string) => Promise<unknown>;
  /** Whether this build has a backend (without one no app account can exist: invites are the backend's). */
  backendAvailable?: () => boolean;
}

export async function anonymiseClient(
  client: ClientDoc,
  { eraseAppAccount = eraseClientAppAccount, backendAvailable = () => backend.available() }: AnonymiseDeps = {},
): Promise<AnonymisationResult> {
  // The client's app account first (issue 26): the name, CPF and e-mail the backend wrote at the
  // invite, and the Auth account, are erased there — or, for a linked client, nothing here
  // changes and the person retries online (a BackendError the screen words). Without an app link
  // the backend is still asked when it can be (an account an earlier revocation left is found by
  // the e-mail), but its failure does not stop the anonymisation. A build without a backend has
  // no app accounts to reach (invites are the backend's).
  if (backendAvailable()) {
    try {
      await eraseAppAccount(client.id);
    } catch (error) {
      if (client.appUid) throw error;
    }
  }
  const label = `${ANONYMOUS_PREFIX} ${client.id.slice(0, 8)}`;
  // Run again (an earlier run stopped half-way), the name is already the label.
  const data = isAnonymised(client) ? { ...client, name: '' } : client;
  const linked = redactionsFor(data, label, { linked: true });
  const unlinked = redactionsFor(data, label, { linked: false });
  const summary = `Anonimização LGPD do cliente ${client.id}: dados pessoais copiados neste registro substituídos`;
  let redacted = 0;
  for (const name of Object.keys(COPIES) as CopyCollection[]) {
    const fields = COPIES[name] as readonly string[];
    const redactionsOf = (doc: Record<string, unknown>): Redaction[] =>
      doc.clientId === client.id ? linked : unlinked;
    const patchOf = (doc: DocOf<CopyCollection>) => {
      const record = doc as unknown as Record<string, unknown>;
      return redactFields(record, fields, redactionsOf(record), MAX_LENGTH);
    };
    for (const doc of await findDocs(name, {})) {
      const patch = patchOf(doc);
      if (!patch) continue;
      await updateDoc(name, doc.id, patch as never, { summary });
      redacted++;
    }
    for (const doc of await listDeleted(name)) {
      const patch = patchOf(doc);
      if (!patch) continue;
      await updateDeletedDoc(name, doc.id, patch as never, { summary });
      redacted++;
    }
  }
  const patch: Omit<EditableOf<'clients'>, 'kind' | 'categoryIds'> = {
    name: label,
    document: '',
    email: '',
    phone: '',
    birthDate: null,
    address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
    notes: '',
    responsibleUid: client.responsibleUid,
    // The link to the client's app account identifies them too.
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
  const updated = await updateDoc('clients', client.id, patch, {
    summary: `Anonimizou o cliente ${client.id} (LGPD, art. 18, IV): dados pessoais substituídos no cadastro e em ${redacted} registro(s) com cópias; processos mantidos`,
  });
  return { client: updated, redacted };
}

/** Saves the consent record alone (LGPD tab), with an audit line that says what changed. */
export async function saveConsent(client: ClientDoc, consent: ClientDoc['consent']): Promise<ClientDoc> {
  const summary = consent.messaging
    ? `Consentimento LGPD do cliente ${client.id} registrado: ${consent.purpose}`
    : `Consentimento LGPD do cliente ${client.id} revogado ou não concedido`;
  return updateDoc('clients', client.id, { consent }, { summary: summary.slice(0, 1000) });
}
