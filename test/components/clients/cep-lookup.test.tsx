// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { findDocs } from '@/data';
import { ClientCreatePage } from '@/features/clients';
import { CEP_CACHE_KEY, readCachedCep } from '@/features/clients/cep/cep-lookup';
import { renderScreen } from '../../support/render';
import { closeSessionDatabase, newQueryClient, withQuery } from './helpers';
import { openFreshSession } from '../../support/db';

/** A real HTTP server speaking ViaCEP's dialect: found, unknown ({"erro": true}) and malformed (400). */
let server: Server;
let baseUrl = '';
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      // CORS preflight (happy-dom sends one); ViaCEP allows any origin.
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' }).end();
      return;
    }
    requests.push(`${req.method} ${req.url ?? ''}`);
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' };
    const m = /^\/ws\/([^/]+)\/json\/$/.exec(req.url ?? '');
    if (!m || !/^\d{8}$/.test(m[1]!)) {
      res.writeHead(400, headers).end('{"erro":"formato"}');
    } else if (m[1] === '01001000') {
      res.writeHead(200, headers).end(
        JSON.stringify({
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        }),
      );
    } else {
      res.writeHead(200, headers).end('{"erro": true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await openFreshSession('cep');
  localStorage.removeItem(CEP_CACHE_KEY);
  requests.length = 0;
  vi.stubEnv('VITE_CEP_URL', `${baseUrl}/ws/{cep}/json/`);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  onlineManager.setOnline(true);
  await closeSessionDatabase();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const typeCep = (cep: string) => fireEvent.change(field(/^CEP/), { target: { value: cep } });

/** The create page: it saves what the form submits. */
async function renderForm() {
  return renderScreen(withQuery(<ClientCreatePage />, newQueryClient()), { path: '/clientes/cadastrar' });
}

describe('CEP look-up', () => {
  it('fills street, district, city and UF from the service and keeps the answer on the device', async () => {
    await renderForm();
    typeCep('01001000');
    await waitFor(() => expect(field(/Logradouro/).value).toBe('Praça da Sé'));
    expect(field(/Bairro/).value).toBe('Sé');
    expect(field(/Cidade/).value).toBe('São Paulo');
    expect(field(/^UF/).value).toBe('SP');
    expect(field(/Complemento/).value).toBe('lado ímpar');
    expect(requests).toEqual(['GET /ws/01001000/json/']);
    expect(readCachedCep('01001000')?.address?.city).toBe('São Paulo');
  });

  it("says 'CEP inválido' for a CEP the service does not know, and still saves the client", async () => {
    const { router } = await renderForm();
    typeCep('99999999');
    expect(await screen.findByText('CEP inválido')).toBeTruthy();
    expect(requests).toEqual(['GET /ws/99999999/json/']);
    fireEvent.change(field(/Nome completo/), { target: { value: 'Maria da Silva' } });
    fireEvent.change(field(/^CPF/), { target: { value: '52998224725' } });
    fireEvent.change(field(/Logradouro/), { target: { value: 'Rua Nova' } });
    fireEvent.change(field(/Cidade/), { target: { value: 'Palmas' } });
    fireEvent.change(field(/^UF/), { target: { value: 'TO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/clientes\/editar\//));
    const [saved] = await findDocs('clients');
    expect(saved?.address).toMatchObject({ cep: '99999999', street: 'Rua Nova', city: 'Palmas', uf: 'TO' });
  });

  it('does not call the service for an incomplete CEP', async () => {
    await renderForm();
    typeCep('0100100');
    fireEvent.blur(field(/^CEP/));
    expect(await screen.findByText('CEP inválido')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('offline, fills the address of a CEP seen before from the device cache — even an old answer', async () => {
    // Seen before, online, 10 minutes ago (older than the 5-minute freshness).
    await renderForm();
    typeCep('01001000');
    await waitFor(() => expect(field(/Cidade/).value).toBe('São Paulo'));
    cleanup();
    const cache = JSON.parse(localStorage.getItem(CEP_CACHE_KEY)!) as Record<string, { savedAt: number }>;
    cache['01001000']!.savedAt = Date.now() - 10 * 60 * 1000;
    localStorage.setItem(CEP_CACHE_KEY, JSON.stringify(cache));
    requests.length = 0;

    // A new session of the app (fresh query cache), network off.
    onlineManager.setOnline(false);
    await renderForm();
    typeCep('01001-000');
    await waitFor(() => expect(field(/Logradouro/).value).toBe('Praça da Sé'));
    expect(field(/^UF/).value).toBe('SP');
    // A CEP never seen on this device cannot be looked up: the form says so and stays usable.
    typeCep('20040002');
    expect(await screen.findByText(/Sem conexão: este CEP ainda não foi consultado/)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
