import { createDoc, type ClientDoc, type EditableOf } from '@/data';
import { makeClient } from '../../support/fixtures';

export async function seedClient(patch: Partial<EditableOf<'clients'>> = {}): Promise<ClientDoc> {
  return createDoc('clients', makeClient('Maria da Silva', { email: 'maria@exemplo.com.br', ...patch }));
}
