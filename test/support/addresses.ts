import type { ClientDoc } from '@/data/collections';

/** A complete, valid address (CEP 01310-100) for fixtures; plain data, so page scripts (test/e2e) can use it too. */
export const PAULISTA_ADDRESS: ClientDoc['address'] = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
};
