// A FAKE of the CNJ's public DataJud API (https://api-publica.datajud.cnj.jus.br), on 127.0.0.1:
// the real one is on the internet, changes, and its key rotates. It answers like DataJud does
// (recorded shape: Elasticsearch `hits.hits[]._source` with classe, orgaoJulgador, assuntos,
// dataHoraUltimaAtualizacao and movimentos), one index per court at `/api_publica_<alias>/_search`,
// and refuses a request without `Authorization: APIKey <key>` with 401. `failNext` queues HTTP
// failures (429/5xx) or dropped connections ('network') for the next requests.
import { startFakeHttpServer } from './fake-http-server.mjs';

/** @returns {Promise<import('./fake-datajud.d.mts').FakeDatajud>} */
export async function startFakeDatajud(apiKey = 'chave-publica-de-teste') {
  const processes = new Map();
  const server = await startFakeHttpServer(
    (req, send) => {
      if (req.headers.authorization !== `APIKey ${fake.apiKey}`)
        return send(401, { error: 'unauthorized', message: 'API key inválida' });
      const index = /^\/api_publica_([a-z0-9-]+)\/_search$/.exec(req.path);
      if (req.method !== 'POST' || !index) return send(404, { error: 'index_not_found_exception' });
      const numero = String(req.body?.query?.match?.numeroProcesso ?? '');
      const alias = index[1];
      const hits = processes.get(`${alias}/${numero}`) ?? [];
      send(200, {
        took: 3,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: {
          total: { value: hits.length, relation: 'eq' },
          max_score: hits.length ? 12.3 : null,
          hits: hits.map((h, i) => ({
            _index: `api_publica_${alias}`,
            _id: `${alias.toUpperCase()}_${h.grau ?? 'G1'}_${numero}_${i}`,
            _score: 12.3,
            _source: {
              numeroProcesso: numero,
              tribunal: alias.toUpperCase(),
              grau: h.grau ?? 'G1',
              nivelSigilo: 0,
              ...h,
            },
          })),
        },
      });
    },
    { failureBody: (status) => ({ error: status === 429 ? 'Too Many Requests' : 'fake outage' }) },
  );
  const fake = { ...server, apiKey, processes };
  return fake;
}
