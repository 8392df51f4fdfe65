// A FAKE of the CNJ's Comunica PJe API (DJEN) on 127.0.0.1: see fake-djen.mjs.
import type { FakeHttpRequest, FakeHttpServer } from './fake-http-server.d.mts';

export interface FakeDjenLawyer {
  name: string;
  number: string;
  uf: string;
}

export interface FakeDjenCommunication {
  id: number;
  hash: string;
  data_disponibilizacao: string;
  siglaTribunal: string;
  tipoComunicacao: string;
  nomeOrgao: string;
  texto: string;
  numero_processo: string;
  numeroprocessocommascara: string;
  ativo: boolean;
  destinatarios: { nome: string; polo: string; comunicacao_id: number }[];
  destinatarioadvogados: { advogado: { nome: string; numero_oab: string; uf_oab: string } }[];
  [field: string]: unknown;
}

export type FakeDjenRequest = FakeHttpRequest;

export interface FakeDjen extends FakeHttpServer {
  /** What DJEN holds, in the order it pages them (an item twice = a duplicate across pages). */
  communications: FakeDjenCommunication[];
}

export function djenCommunication(input: {
  id: number;
  day: string;
  cnj: string;
  lawyers: FakeDjenLawyer[];
  court?: string;
  kind?: string;
  organ?: string;
  text?: string;
  /** false: `numero_processo` comes masked and `numeroprocessocommascara` empty. */
  masked?: boolean;
  [field: string]: unknown;
}): FakeDjenCommunication;

export function startFakeDjen(): Promise<FakeDjen>;
