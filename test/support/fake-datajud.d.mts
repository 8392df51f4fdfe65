// A FAKE of the CNJ's public DataJud API (https://api-publica.datajud.cnj.jus.br), on 127.0.0.1:
// the real one is on the internet, changes, and its key rotates. It answers like DataJud does
// (recorded shape: Elasticsearch `hits.hits[]._source` with classe, orgaoJulgador, assuntos,
// dataHoraUltimaAtualizacao and movimentos), one index per court at `/api_publica_<alias>/_search`,
// and refuses a request without `Authorization: APIKey <key>` with 401. `failNext` queues HTTP
// failures (429/5xx) or dropped connections ('network') for the next requests.
import type { FakeHttpRequest, FakeHttpServer } from './fake-http-server.d.mts';

export interface FakeMovement {
  codigo: number;
  nome: string;
  dataHora: string;
  complementosTabelados?: { codigo: number; valor: number; nome: string; descricao: string }[];
}

export interface FakeProcess {
  grau?: string;
  classe: { codigo: number; nome: string };
  orgaoJulgador: { codigo: number; nome: string };
  assuntos: { codigo: number; nome: string }[];
  dataHoraUltimaAtualizacao: string;
  movimentos: FakeMovement[];
}

export type FakeDatajudRequest = FakeHttpRequest;

export interface FakeDatajud extends FakeHttpServer {
  /** The key it accepts; change it to play DataJud rotating its public key. */
  apiKey: string;
  /** `<alias>/<20 digits>` → the hits DataJud holds (one per degree). Missing = empty hits (sealed or unknown). */
  processes: Map<string, FakeProcess[]>;
}

export function startFakeDatajud(apiKey?: string): Promise<FakeDatajud>;
