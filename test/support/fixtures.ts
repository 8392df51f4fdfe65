import { serverTimestamp } from 'firebase/firestore';
import type { Role, StaffStatus } from '@advocacia/shared/config/roles';
import type { ClientDoc } from '@/data/collections';
import { createDoc, type EditableOf } from '@/data/repository';

/** A valid client (PF, CPF 529.982.247-25) named `name`. */
export function makeClient(name: string, overrides: Partial<EditableOf<'clients'>> = {}): EditableOf<'clients'> {
  const base: Omit<ClientDoc, 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'> = {
    kind: 'PF',
    name,
    document: '52998224725',
    email: 'cliente@example.com',
    phone: '11987654321',
    birthDate: null,
    address: {
      cep: '01001000',
      street: 'Praça da Sé',
      number: '1',
      complement: '',
      district: 'Sé',
      city: 'São Paulo',
      uf: 'SP',
    },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
  return { ...base, ...overrides };
}

/** A client with a name and a CPF only (no contact, no address), written to the session replica: what the process tests start from. */
export function seedBareClient(name = 'Maria da Silva'): Promise<ClientDoc> {
  return createDoc(
    'clients',
    makeClient(name, {
      email: '',
      phone: '',
      address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
    }),
  );
}

/** The collections screens write through the repository (`users` is written at sign-up, `logs` by the data layer). */
export const FIRM_COLLECTIONS = [
  'clients',
  'categories',
  'shortcuts',
  'faq',
  'chats',
  'messages',
  'events',
  'lembrets',
  'layouts',
  'proccess',
  'status_proccess',
] as const;
export type FirmCollection = (typeof FIRM_COLLECTIONS)[number];

/**
 * A valid document body for each firm collection, as the screens hand it to createDoc.
 * `n` makes fields that must be unique (shortcut triggers) distinct; a message is written
 * by `authorUid` (the rules accept a message only from its author).
 */
export function sampleData<N extends FirmCollection>(name: N, n = 0, authorUid = 'staff'): EditableOf<N> {
  const t = '2025-03-10T13:00:00.000Z';
  const data: { [K in FirmCollection]: EditableOf<K> } = {
    clients: makeClient(`Cliente ${n}`),
    categories: { name: `Categoria ${n}`, color: '#1a73e8', description: '' },
    shortcuts: { trigger: `/atalho${n}`, title: 'Saudação', message: 'Olá! Em que podemos ajudar?' },
    faq: {
      question: 'Qual o horário de atendimento?',
      answer: 'De segunda a sexta, das 9h às 18h.',
      categoryId: null,
      published: true,
      order: n,
    },
    chats: {
      clientId: 'client-1',
      status: 'aberto',
      assignedUid: null,
      lastMessagePreview: '',
      lastMessageAt: t,
      unreadStaff: 0,
      unreadClient: 0,
    },
    messages: {
      chatId: 'chat-1',
      authorUid,
      side: 'staff',
      text: 'Bom dia!',
      attachments: [],
      sentAt: t,
      deliveredAt: null,
      readAt: null,
    },
    events: {
      title: 'Audiência',
      kind: 'audiencia',
      start: t,
      end: '2025-03-10T14:00:00.000Z',
      allDay: false,
      location: 'Fórum',
      clientId: null,
      processId: null,
      notes: '',
      responsibleUid: null,
    },
    lembrets: {
      title: 'Ligar para o cliente',
      message: 'Confirmar documentos',
      dueAt: t,
      clientId: null,
      notifyClient: false,
      status: 'pendente',
    },
    layouts: { name: `Procuração ${n}`, kind: 'procuracao', content: 'Outorgante: {{nome}}', placeholders: ['nome'] },
    proccess: {
      clientId: 'client-1',
      cnj: '00012345620258260100',
      type: 'Judicial',
      subject: 'Cobrança',
      court: 'TJSP',
      legalArea: 'Cível',
      currentStatus: 'Em andamento',
      openedAt: '2025-03-01',
      responsibleUid: null,
    },
    status_proccess: {
      processId: 'process-1',
      clientId: 'client-1',
      status: 'Petição inicial protocolada',
      description: '',
      date: t,
      visibleToClient: true,
      notifyClient: false,
    },
  };
  return data[name] as EditableOf<N>;
}

/** A one-field edit of a document made by sampleData, as an edit screen would save it. */
export function sampleEdit<N extends FirmCollection>(name: N): Partial<EditableOf<N>> {
  const edits: { [K in FirmCollection]: Partial<EditableOf<K>> } = {
    clients: { notes: 'editado' },
    categories: { description: 'editada' },
    shortcuts: { title: 'Saudação editada' },
    faq: { answer: 'Editada.' },
    chats: { status: 'aguardando' },
    messages: { readAt: '2025-03-10T13:05:00.000Z' },
    events: { notes: 'editado' },
    lembrets: { status: 'concluido' },
    layouts: { content: 'Outorgante: {{nome}}, CPF {{cpf}}', placeholders: ['nome', 'cpf'] },
    proccess: { currentStatus: 'Sentença' },
    status_proccess: { description: 'editada' },
  };
  return edits[name] as Partial<EditableOf<N>>;
}

/**
 * The users/{uid} document as the app writes it at sign-up: the profile saved locally by
 * saveUserProfile, pushed by the replication (primary key stripped, `_deleted: false` and
 * the server's time in `serverTimestamp`).
 */
/**
 * users/{uid} as sign-up writes it (status 'pending', the role only a request); pass
 * `status: 'active'` for a profile an admin has approved (or the firm's backend wrote).
 */
export function profileDocument(uid: string, role: Role, status: StaffStatus | null = 'pending') {
  const now = new Date().toISOString();
  return {
    ...(status ? { status } : {}),
    uid,
    displayName: `Pessoa ${uid}`,
    email: `${uid}@escritorio.example`,
    phoneNumber: '11987654321',
    cpf: '52998224725',
    role,
    oab: null,
    createdAt: now,
    createdBy: uid,
    updatedAt: now,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  };
}
