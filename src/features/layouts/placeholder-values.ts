import type { ClientDoc, ProcessDoc, UserDoc } from '@/data';
import { formatCpfCnpj, maskCep, maskCnj, maskPhone } from '@/lib/format';
import type { PlaceholderValues } from '@/lib/text-styles';
import { FIRM_FIELDS, type FirmSettings } from './firm-settings';

/** One line address: 'Rua X, 123, apto 4, Centro, São Paulo/SP, CEP 01001-000'. */
export function fullAddress(a: ClientDoc['address']): string {
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const city = [a.city, a.uf].filter(Boolean).join('/');
  return [street, a.district, city, a.cep ? `CEP ${maskCep(a.cep)}` : ''].filter(Boolean).join(', ');
}

export interface PlaceholderSources {
  client?: ClientDoc | null;
  process?: ProcessDoc | null;
  firm?: FirmSettings;
  user?: Pick<UserDoc, 'displayName' | 'email' | 'phoneNumber'> & { oab?: UserDoc['oab'] };
  /** Values typed on the details page for what the records do not hold (RG, estado civil…). */
  manual?: Record<string, string>;
}

/**
 * Flat placeholder values from the records. Only what the records really hold is filled:
 * a missing value stays missing so the page highlights it (never an empty string that
 * would print "portador do RG nº ,").
 */
export function placeholderValues({ client, process, firm, user, manual = {} }: PlaceholderSources): PlaceholderValues {
  const values: Record<string, string | null> = {};
  if (client) {
    values['cliente.nome'] = client.name;
    values['cliente.primeiroNome'] = client.name.trim().split(/\s+/)[0] ?? '';
    values['cliente.documento'] = formatCpfCnpj(client.document);
    if (client.kind === 'PF') values['cliente.cpf'] = formatCpfCnpj(client.document);
    else values['cliente.cnpj'] = formatCpfCnpj(client.document);
    values['cliente.email'] = client.email;
    values['cliente.telefone'] = client.phone ? maskPhone(client.phone) : '';
    values['cliente.endereco'] = fullAddress(client.address);
    values['cliente.cidade'] = client.address.city;
    values['cliente.uf'] = client.address.uf;
    values['cliente.cep'] = client.address.cep ? maskCep(client.address.cep) : '';
  }
  if (process) {
    values['processo.numero'] = process.cnj ? maskCnj(process.cnj) : '';
    values['processo.tipo'] = process.type;
    values['processo.assunto'] = process.subject;
    values['processo.area'] = process.legalArea;
    values['processo.tribunal'] = process.court;
    values['processo.status'] = process.currentStatus;
  }
  if (firm) for (const key of FIRM_FIELDS) values[`escritorio.${key}`] = firm[key];
  if (user) {
    values['usuario.nome'] = user.displayName;
    values['usuario.email'] = user.email;
    values['usuario.telefone'] = user.phoneNumber ? maskPhone(user.phoneNumber) : '';
    values['usuario.oab'] = user.oab ? `${user.oab.number}/${user.oab.uf}` : '';
  }
  for (const [key, value] of Object.entries(manual)) if (value.trim()) values[key] = value.trim();
  return values;
}
