import type { ConflictDetails } from '@/data';
import { formatDateTime } from '@/lib/format';

/**
 * The words for sync conflicts. The data layer records only the facts (field, values, who,
 * when); how a person reads them is decided here.
 */

const FIELD_LABELS: Record<string, string> = {
  _deleted: 'Exclusão do registro',
  kind: 'Tipo',
  name: 'Nome',
  document: 'CPF/CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  phoneNumber: 'Telefone',
  birthDate: 'Data de nascimento',
  address: 'Endereço',
  categoryIds: 'Categorias',
  categoryId: 'Categoria',
  notes: 'Observações',
  responsibleUid: 'Responsável',
  assignedUid: 'Responsável',
  appUid: 'Conta no aplicativo',
  consent: 'Consentimento (LGPD)',
  clientId: 'Cliente',
  processId: 'Processo',
  cnj: 'Número CNJ',
  type: 'Tipo',
  subject: 'Assunto',
  court: 'Vara/Tribunal',
  legalArea: 'Área do direito',
  currentStatus: 'Andamento atual',
  openedAt: 'Data de abertura',
  status: 'Situação',
  description: 'Descrição',
  date: 'Data',
  visibleToClient: 'Visível ao cliente',
  notifyClient: 'Notificar o cliente',
  color: 'Cor',
  trigger: 'Gatilho',
  title: 'Título',
  message: 'Mensagem',
  question: 'Pergunta',
  answer: 'Resposta',
  published: 'Publicado',
  order: 'Ordem',
  start: 'Início',
  end: 'Fim',
  allDay: 'Dia inteiro',
  location: 'Local',
  dueAt: 'Data do lembrete',
  content: 'Conteúdo',
  placeholders: 'Campos variáveis',
  displayName: 'Nome',
  cpf: 'CPF',
  role: 'Perfil',
  oab: 'OAB',
  text: 'Texto',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * A deletion conflict: the record was deleted on one device while another changed or restored
 * it; the record stayed deleted and the active version is what "restoring" brings back.
 */
export const isDeletionConflict = (c: ConflictDetails) => c.field === '_deleted';

/** The audit list's one-line summary of a conflict. */
export function conflictSummary(c: ConflictDetails, nameOf: (uid: string) => string): string {
  const kept = `${nameOf(c.keptUpdatedBy)} (${formatDateTime(c.keptUpdatedAt)})`;
  const lost = `${nameOf(c.lostUpdatedBy)} (${formatDateTime(c.lostUpdatedAt)})`;
  if (isDeletionConflict(c)) {
    return `Conflito de sincronização: o registro continua excluído, pela exclusão de ${kept}; a versão ativa de ${lost} pode ser restaurada aqui.`;
  }
  return `Conflito de sincronização em "${fieldLabel(c.field)}": ficou o valor de ${kept}; o valor de ${lost} está guardado aqui.`;
}

/** How a logged value reads in the dialog: deletion as a state, anything else as the value. */
export function conflictValueText(c: ConflictDetails, value: string, display: (json: string) => string): string {
  if (isDeletionConflict(c)) return value === 'true' ? 'Registro excluído' : 'Registro ativo';
  return display(value);
}
