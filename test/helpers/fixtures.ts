import type { ClientDoc } from '@/data/collections';
import type { EditableOf } from '@/data/repository';

/** A valid client (PF, CPF 529.982.247-25) named `name`. */
export function makeClient(name: string, overrides: Partial<EditableOf<'clients'>> = {}): EditableOf<'clients'> {
  const base: Omit<ClientDoc, 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'> = {
    kind: 'PF',
    name,
    document: '52998224725',
    email: 'cliente@example.com',
    phone: '11987654321',
    birthDate: null,
    address: { cep: '01001000', street: 'Praça da Sé', number: '1', complement: '', district: 'Sé', city: 'São Paulo', uf: 'SP' },
    categoryIds: [],
    notes: '',
    responsibleUid: null,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
  return { ...base, ...overrides };
}
