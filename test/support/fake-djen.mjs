// A FAKE of the CNJ's Comunica PJe API (DJEN, https://comunicaapi.pje.jus.br), on 127.0.0.1: the
// real one is on the internet. It answers `GET /api/v1/comunicacao` like the documented API
// (Swagger 1.0.x) and its recorded answers do: `{ status: 'success', message: 'Sucesso', count,
// items }`, items in DJEN's shape (id, hash, data_disponibilizacao, siglaTribunal, tipoComunicacao,
// nomeOrgao, texto, numero_processo, numeroprocessocommascara, destinatarios,
// destinatarioadvogados[].advogado { nome, numero_oab, uf_oab }, …), filtered by numeroOab + ufOab
// (leading zeros ignored, as DJEN stores "94719") and the availability-day window, paged by
// `pagina`/`itensPorPagina` (at most 100; a query without a filter is refused with 422, as DJEN
// does). `communications` is the list it serves in order — push an item twice to play a
// duplicate across pages. `failNext` queues HTTP failures (429/5xx) or dropped connections ('network').
import { startFakeHttpServer } from './fake-http-server.mjs';

const oabDigits = (value) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');

/** A communication in DJEN's recorded shape; `over` replaces any field. */
export function djenCommunication({
  id,
  day,
  cnj,
  lawyers,
  court = 'TJSP',
  kind = 'Intimação',
  organ = '2ª Vara Cível do Foro Central',
  text,
  masked = true,
  ...over
}) {
  const digits = String(cnj).replace(/\D/g, '');
  const mask = `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits.slice(13, 14)}.${digits.slice(14, 16)}.${digits.slice(16)}`;
  return {
    id,
    data_disponibilizacao: day,
    siglaTribunal: court,
    tipoComunicacao: kind,
    nomeOrgao: organ,
    idOrgao: 52276,
    texto:
      text ??
      `Poder Judiciário\n\r${organ}\n\rProcesso: ${mask}\n\rINTIMAÇÃO\n\rFica a parte autora intimada para se manifestar no prazo de 15 (quinze) dias.`,
    // DJEN sends the number unmasked here and masked in numeroprocessocommascara; a court may send either.
    numero_processo: masked ? digits : mask,
    meio: 'D',
    link: null,
    tipoDocumento: 'Despacho',
    nomeClasse: 'PROCEDIMENTO COMUM CÍVEL',
    codigoClasse: '7',
    numeroComunicacao: Number(String(id).slice(-5)) || 1,
    ativo: true,
    hash: `hash${id}`,
    status: 'P',
    motivo_cancelamento: null,
    data_cancelamento: null,
    datadisponibilizacao: day.split('-').reverse().join('/'),
    meiocompleto: 'Diário de Justiça Eletrônico Nacional',
    numeroprocessocommascara: masked ? mask : '',
    destinatarios: [
      { polo: 'A', nome: 'MARIA DA SILVA', comunicacao_id: id },
      { polo: 'P', nome: 'EMPRESA EXEMPLO LTDA', comunicacao_id: id },
    ],
    destinatarioadvogados: lawyers.map((l, i) => ({
      id: Number(id) * 10 + i,
      comunicacao_id: id,
      advogado_id: 3000000 + i,
      created_at: `${day}T08:00:00`,
      updated_at: `${day}T08:00:00`,
      advogado: { id: 3000000 + i, nome: l.name, numero_oab: l.number, uf_oab: l.uf },
    })),
    ...over,
  };
}

/** @returns {Promise<import('./fake-djen.d.mts').FakeDjen>} */
export async function startFakeDjen() {
  const communications = [];
  const server = await startFakeHttpServer(
    (req, send) => {
      const q = req.query;
      if (req.method !== 'GET' || req.path !== '/api/v1/comunicacao') return send(404, { message: 'Not Found' });
      const size = Number(q.itensPorPagina ?? 5);
      const page = Number(q.pagina ?? 1);
      if (!q.numeroOab && !q.siglaTribunal && !q.numeroProcesso && !q.nomeParte && !q.nomeAdvogado)
        return send(422, { status: 'error', message: 'Informe ao menos um filtro' });
      if (!Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(page) || page < 1)
        return send(422, { status: 'error', message: 'Paginação inválida' });
      const from = q.dataDisponibilizacaoInicio ?? '0000-00-00';
      const to = q.dataDisponibilizacaoFim ?? '9999-99-99';
      const matching = communications.filter(
        (c) =>
          c.data_disponibilizacao >= from &&
          c.data_disponibilizacao <= to &&
          (!q.numeroOab ||
            c.destinatarioadvogados.some(
              (d) =>
                oabDigits(d.advogado.numero_oab) === oabDigits(q.numeroOab) &&
                (!q.ufOab || d.advogado.uf_oab === q.ufOab),
            )),
      );
      send(200, {
        status: 'success',
        message: 'Sucesso',
        count: matching.length,
        items: matching.slice((page - 1) * size, page * size),
      });
    },
    {
      failureBody: (status) => ({ message: status === 429 ? 'Too Many Attempts.' : 'fake outage' }),
      headers: { 'x-ratelimit-limit': '20', 'x-ratelimit-remaining': '19' },
    },
  );
  return { ...server, communications };
}
