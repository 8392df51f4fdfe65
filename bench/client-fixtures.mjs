// Client records for the sync benchmarks, valid for the app's schema (src/data/collections/clients.ts)
// and for firestore.rules. Used from Node (seeding the server) and bundled into the page entries.

const FIRST = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Aline',
  'Sandra',
  'Bruno',
  'Camila',
  'Luiz',
  'Gabriel',
  'Letícia',
  'Rodrigo',
  'Vanessa',
  'Eduardo',
  'Cláudia',
  'Marcelo',
  'Simone',
  'Felipe',
  'Renata',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const CITIES = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
];

/** A valid CPF from any integer (check digits per the Receita's rule). */
export function cpfFrom(n) {
  const base = String(100_000_000 + (n % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (ds) => {
    const sum = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

/** The editable fields of client number `i` (no id or stamps). */
export function clientFields(i, { notes = '', responsibleUid = null } = {}) {
  const first = FIRST[i % FIRST.length];
  const last1 = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const last2 = LAST[(i * 7) % LAST.length];
  const [city, uf] = CITIES[i % CITIES.length];
  return {
    kind: 'PF',
    name: `${first} ${last1} ${last2} ${i + 1}`,
    document: cpfFrom(i * 7919 + 12345),
    email: `${first}.${last1}.${i + 1}@exemplo.com.br`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
    phone: `119${String(80_000_000 + (i % 10_000_000)).padStart(8, '0')}`,
    birthDate: null,
    address: {
      cep: '01310100',
      street: 'Avenida Paulista',
      number: String(100 + (i % 900)),
      complement: '',
      district: 'Bela Vista',
      city,
      uf,
    },
    categoryIds: [],
    notes,
    responsibleUid,
    appUid: null,
    consent: { messaging: false, date: null, purpose: '' },
  };
}

/** A whole client document as the app stores it (id and stamps by `uid` at `at`). */
export function clientDoc(i, uid, at, options) {
  return {
    id: crypto.randomUUID(),
    createdAt: at,
    createdBy: uid,
    updatedAt: at,
    updatedBy: uid,
    ...clientFields(i, options),
  };
}
