import { createDoc, type ClientDoc, type EditableOf } from '@/data';

export async function seedClient(patch: Partial<EditableOf<'clients'>> = {}): Promise<ClientDoc> {
  return createDoc('clients', {
    kind: 'PF',
    name: 'Maria da Silva',
    document: '52998224725',
    email: 'maria@exemplo.com.br',
    phone: '11987654321',
    birthDate: null,
    address: { cep: '01001000', street: 'Praça da Sé', number: '1', complement: '', district: 'Sé', city: 'São Paulo', uf: 'SP' },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
    ...patch,
  });
}
