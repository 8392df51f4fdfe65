import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTION_NAMES,
  createDoc,
  findDocs,
  getDoc,
  listDeleted,
  requireDatabase,
  softDeleteDoc,
  type ClientDoc,
  type CollectionName,
} from '@/data';
import { anonymiseClient, ANONYMOUS_PREFIX, exportClientData, saveConsent } from '@/features/clients/api/lgpd';
import { moveCategoryClients } from '@/features/categories/api/category-clients';
import { addTimelineEntry, createProcess } from '@/features/processes/api/process-writes';
import { sendMessage } from '@/features/chats/api/send-message';
import { closeSessionDatabase } from '../components/clients/helpers';
import { openFreshSession } from '../support/db';
import { makeClient } from '../support/fixtures';

/**
 * The LGPD anonymisation (art. 18, IV) reaches every copy of the client's personal data the
 * firm's records hold: after it, no document of any collection — live or deleted, the audit
 * trail included — holds the name, CPF, phone or e-mail. The one exception, by design, is
 * what people wrote in messages (evidence, unchangeable in the rules): docs/architecture.md,
 * "LGPD".
 */

const NEEDLES = [
  'maria',
  'silva',
  '52998224725',
  '529.982.247-25',
  '11987654321',
  '98765-4321',
  'maria@exemplo.com.br',
  'praca da se',
  '01001000',
  '01001-000',
];
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every document of every collection, deleted ones too, as JSON (message texts left out: see above). */
async function everyDocument(): Promise<{ collection: CollectionName; id: string; json: string }[]> {
  const out: { collection: CollectionName; id: string; json: string }[] = [];
  for (const name of COLLECTION_NAMES) {
    const docs = [...(await findDocs(name, {})), ...(await listDeleted(name))] as unknown as Record<string, unknown>[];
    for (const doc of docs) {
      const copy = name === 'messages' ? { ...doc, text: '(texto da mensagem: prova, mantido)' } : doc;
      out.push({ collection: name, id: String(doc.id), json: JSON.stringify(copy) });
    }
  }
  return out;
}

let maria: ClientDoc;
let otherClientId: string;
let chatId: string;
beforeEach(async () => {
  await openFreshSession('anon');
  // CPF 529.982.247-25, phone 11987654321, Praça da Sé 1, CEP 01001000 (the fixture's).
  maria = await createDoc(
    'clients',
    makeClient('Maria da Silva', {
      email: 'maria@exemplo.com.br',
      appUid: 'app-maria',
      consent: { messaging: true, date: '2024-05-01T12:00:00.000Z', purpose: 'Avisos de andamento' },
    }),
  );
  const elsewhere = {
    cep: '20040002',
    street: 'Avenida Rio Branco',
    number: '100',
    complement: '',
    district: 'Centro',
    city: 'Rio de Janeiro',
    uf: 'RJ',
  };
  const other = await createDoc('clients', {
    ...maria,
    name: 'João Pereira',
    document: '11144477735',
    email: 'joao@exemplo.com.br',
    phone: '21912345678',
    address: elsewhere,
    appUid: null,
  } as never);
  otherClientId = (other as ClientDoc).id;
  // What the app writes with her name or numbers, through its own features.
  const category = await createDoc('categories', { name: 'Previdenciário', color: '#1a73e8', description: '' });
  await createDoc('clients', {
    ...maria,
    name: 'Pessoa Qualquer',
    document: '',
    email: '',
    phone: '',
    address: elsewhere,
    appUid: null,
    categoryIds: [category.id],
  } as never);
  await moveCategoryClients(category, null);
  await saveConsent(maria, { messaging: true, date: '2024-05-02T12:00:00.000Z', purpose: 'Avisos de andamento' });
  await exportClientData(maria);
  const process = await createProcess({
    clientId: maria.id,
    cnj: '',
    type: 'Extrajudicial',
    subject: 'Maria da Silva x Banco (revisão)',
    court: '',
    legalArea: 'Cível',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
  });
  await addTimelineEntry(process, {
    processId: process.id,
    clientId: maria.id,
    status: 'Notificação enviada a Maria',
    description: 'CPF 529.982.247-25 conferido',
    date: '2024-05-03T12:00:00.000Z',
    visibleToClient: true,
    notifyClient: false,
  });
  await createDoc('events', {
    title: 'Audiência — Maria da Silva',
    kind: 'audiencia',
    start: '2024-06-01T13:00:00.000Z',
    end: '2024-06-01T14:00:00.000Z',
    allDay: false,
    location: 'Praça da Sé, 1 — CEP 01001-000',
    clientId: maria.id,
    processId: process.id,
    notes: 'Ligar antes: (11) 98765-4321',
    responsibleUid: null,
  });
  // Not linked to her, but naming her in full (lower case, no accents).
  await createDoc('events', {
    title: 'Reunião interna',
    kind: 'reuniao',
    start: '2024-06-02T13:00:00.000Z',
    end: '2024-06-02T14:00:00.000Z',
    allDay: false,
    location: '',
    clientId: null,
    processId: null,
    notes: 'Rever o acordo de maria da silva e o caso do João',
    responsibleUid: null,
  });
  const gone = await createDoc('events', {
    title: 'Prazo Maria da Silva',
    kind: 'prazo',
    start: '2024-04-02T13:00:00.000Z',
    end: '2024-04-02T14:00:00.000Z',
    allDay: true,
    location: '',
    clientId: maria.id,
    processId: null,
    notes: '',
    responsibleUid: null,
  });
  await softDeleteDoc('events', gone.id);
  await createDoc('lembrets', {
    title: 'Cobrar documentos da Maria',
    message: 'Enviar a lista para maria@exemplo.com.br',
    dueAt: '2024-05-30T12:00:00.000Z',
    clientId: maria.id,
    notifyClient: true,
    status: 'pendente',
  });
  const chat = await createDoc('chats', {
    clientId: maria.id,
    status: 'aberto',
    assignedUid: null,
    lastMessagePreview: '',
    lastMessageAt: '2024-05-02T12:00:00.000Z',
    unreadStaff: 0,
    unreadClient: 0,
  });
  chatId = chat.id;
  await sendMessage({
    chat,
    authorUid: 'staff-1',
    text: 'Olá, Maria da Silva! Seu telefone (11) 98765-4321 está certo?',
  });
});
afterEach(async () => {
  await closeSessionDatabase();
});

describe('LGPD anonymisation reaches every copy', () => {
  it('before: the name, CPF, phone and e-mail are copied into several collections (the test sees them)', async () => {
    const holding = new Set(
      (await everyDocument()).filter((d) => NEEDLES.some((n) => fold(d.json).includes(n))).map((d) => d.collection),
    );
    expect([...holding].sort()).toEqual(['chats', 'clients', 'events', 'lembrets', 'proccess', 'status_proccess']);
  });

  it('after: no document of any collection (deleted ones and the audit trail included) holds them; message texts are kept', async () => {
    const { redacted } = await anonymiseClient((await getDoc('clients', maria.id))!);
    const leaks = (await everyDocument()).flatMap((d) =>
      NEEDLES.filter((n) => fold(d.json).includes(n)).map((n) => `${d.collection}/${d.id}: "${n}"`),
    );
    expect(leaks).toEqual([]);
    // chat preview, 2 events + the deleted one, reminder, process, timeline entry.
    expect(redacted).toBe(7);

    const label = `${ANONYMOUS_PREFIX} ${maria.id.slice(0, 8)}`;
    const chat = (await getDoc('chats', chatId))!;
    expect(chat.lastMessagePreview).toBe(`Olá, ${label}! Seu telefone [telefone removido] está certo?`);
    const [event] = await findDocs('events', { selector: { clientId: maria.id } });
    expect(event).toMatchObject({
      title: `Audiência — ${label}`,
      location: '[endereço removido] — CEP [CEP removido]',
      notes: 'Ligar antes: [telefone removido]',
    });
    const [reminder] = await findDocs('lembrets', {});
    expect(reminder).toMatchObject({
      title: `Cobrar documentos da ${label}`,
      message: 'Enviar a lista para [e-mail removido]',
    });
    const [internal] = await findDocs('events', { selector: { clientId: null } });
    // Only her full name goes from a record that is not hers; João stays.
    expect(internal!.notes).toBe(`Rever o acordo de ${label} e o caso do João`);
    // Deleted records stay deleted.
    expect((await listDeleted('events')).map((e) => e.title)).toEqual([`Prazo ${label}`]);
    // The other client is untouched.
    expect((await getDoc('clients', otherClientId))!.name).toBe('João Pereira');

    // What people wrote is evidence: unchanged.
    const [message] = await findDocs('messages', { selector: { chatId } });
    expect(message!.text).toContain('Maria da Silva');

    // Every change is audited, naming records by id.
    const logs = await findDocs('logs', { selector: { summary: { $regex: '^Anonimização LGPD' } } });
    expect(logs).toHaveLength(7);
    expect(requireDatabase().closed).toBe(false);
  });

  it('is idempotent: a second run changes nothing more', async () => {
    const first = await anonymiseClient((await getDoc('clients', maria.id))!);
    expect(first.redacted).toBe(7);
    const second = await anonymiseClient(first.client);
    expect(second.redacted).toBe(0);
  });
});

/**
 * The app account (issue 26): staff cannot write another person's users/{uid}, so the backend
 * erases it (test/functions/client-app-access.test.ts, "LGPD anonymisation reaches the app
 * account", against the real emulators). Here: the app asks it first, and a client linked to
 * an app account is not anonymised on the device while that account could not be reached.
 */
describe('LGPD anonymisation and the client app account', () => {
  it('asks the backend to erase the app account before anything changes on the device', async () => {
    const calls: { clientId: string; nameThen: string | undefined }[] = [];
    const eraseAppAccount = async (clientId: string) => {
      calls.push({ clientId, nameThen: (await getDoc('clients', clientId))?.name });
      return { uid: 'app-maria', erased: true };
    };
    const { client } = await anonymiseClient(maria, { eraseAppAccount, backendAvailable: () => true });
    expect(calls).toEqual([{ clientId: maria.id, nameThen: 'Maria da Silva' }]);
    expect(client.appUid).toBeNull();
  });

  it('a linked client stays as it was when the app account cannot be erased (offline, refused): the person retries online', async () => {
    const failure = new Error('offline');
    await expect(
      anonymiseClient(maria, { eraseAppAccount: async () => Promise.reject(failure), backendAvailable: () => true }),
    ).rejects.toBe(failure);
    expect(await getDoc('clients', maria.id)).toMatchObject({
      name: 'Maria da Silva',
      document: '52998224725',
      appUid: 'app-maria',
    });
  });

  it('a client without an app link is anonymised even when the backend cannot be reached (no account to erase, or one found later)', async () => {
    const unlinked = await createDoc(
      'clients',
      makeClient('Carla Nunes', { document: '11144477735', email: 'carla@exemplo.com.br', appUid: null }),
    );
    const { client } = await anonymiseClient(unlinked, {
      eraseAppAccount: async () => Promise.reject(new Error('offline')),
      backendAvailable: () => true,
    });
    expect(client.name.startsWith(ANONYMOUS_PREFIX)).toBe(true);
  });
});
