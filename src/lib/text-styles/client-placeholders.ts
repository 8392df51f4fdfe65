import type { ClientDoc } from '@/data';
import { formatCpfCnpj, maskCep, maskCnpj, maskCpf, maskPhone } from '@/lib/format';
import type { PlaceholderValues } from './placeholders';

export interface SenderInfo {
  displayName: string;
  email: string;
  phoneNumber: string;
  oab?: { uf: string; number: string } | null;
}

/**
 * The placeholder values a shortcut gets where it is used with a client — a chat's composer, the
 * invitation to the mobile app on the client's page: the client and who is writing.
 */
export function chatPlaceholderValues(client: ClientDoc | null, sender: SenderInfo): PlaceholderValues {
  const values: PlaceholderValues = {
    'usuario.nome': sender.displayName,
    'usuario.email': sender.email,
    'usuario.telefone': sender.phoneNumber ? maskPhone(sender.phoneNumber) : '',
    'usuario.oab': sender.oab ? `OAB/${sender.oab.uf} ${sender.oab.number}` : '',
  };
  if (!client) return values;
  const a = client.address;
  const street = [a.street, a.number].filter(Boolean).join(', ');
  const endereco = [
    street,
    a.complement,
    a.district,
    a.city && a.uf ? `${a.city}/${a.uf}` : a.city,
    a.cep ? `CEP ${maskCep(a.cep)}` : '',
  ]
    .filter(Boolean)
    .join(' - ');
  return {
    ...values,
    'cliente.nome': client.name,
    'cliente.primeiroNome': client.kind === 'PF' ? (client.name.trim().split(/\s+/)[0] ?? '') : client.name,
    'cliente.cpf': client.kind === 'PF' ? maskCpf(client.document) : '',
    'cliente.cnpj': client.kind === 'PJ' ? maskCnpj(client.document) : '',
    'cliente.documento': formatCpfCnpj(client.document),
    'cliente.email': client.email,
    'cliente.telefone': client.phone ? maskPhone(client.phone) : '',
    'cliente.endereco': street ? endereco : '',
    'cliente.cidade': a.city,
    'cliente.uf': a.uf,
    'cliente.cep': a.cep ? maskCep(a.cep) : '',
  };
}
