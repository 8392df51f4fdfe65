// @vitest-environment happy-dom
/**
 * The digital-signature flow against a TEST DOUBLE of the `web-pki` API.
 *
 * The real Lacuna Web PKI needs a browser extension plus a native app and a certificate
 * in the OS store or a token, none of which can run headless. The double below mimics the
 * LacunaWebPKI class (init with ready/notInstalled callbacks, `.success().fail()`
 * promises) and replaces the module, so the page's dynamic import, the adapter, the
 * SHA-256 of the document and what is written to `logs` are all exercised for real.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, openSessionDatabase } from '@/data';
import { LayoutDetailsPage } from '@/features/layouts/components/LayoutDetailsPage';
import { readSignature } from '@/features/layouts/signature/signature-log';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';
import { seedClient } from './fixtures';

// The replica answers asynchronously; on a busy CI machine the first live result can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

const double = vi.hoisted(() => ({
  installed: true,
  signHashCalls: [] as Array<{ thumbprint: string; hash: string; digestAlgorithm: string }>,
  certificates: [] as unknown[],
}));

const CERT_DER_B64 = 'MII' + 'A'.repeat(2400) + '==';
const SIGNATURE_B64 = 'c2lnbmF0dXJl'.repeat(29);

vi.mock('web-pki', () => {
  const resolved = <T,>(value: T) => {
    const p = { success: (cb: (v: T) => void) => (cb(value), p), fail: () => p };
    return p;
  };
  class LacunaWebPKITestDouble {
    init(args: { ready: () => void; notInstalled?: (status: number, message: string) => void }) {
      setTimeout(() => (double.installed ? args.ready() : args.notInstalled?.(1, 'Web PKI não está instalado')), 0);
    }
    listCertificates() {
      return resolved(double.certificates);
    }
    readCertificate() {
      return resolved(CERT_DER_B64);
    }
    signHash(args: { thumbprint: string; hash: string; digestAlgorithm: string }) {
      double.signHashCalls.push(args);
      return resolved(SIGNATURE_B64);
    }
    redirectToInstallPage() {}
  }
  return { default: LacunaWebPKITestDouble, LacunaWebPKI: LacunaWebPKITestDouble };
});

const icpCertificate = {
  thumbprint: 'icp-thumb',
  subjectName: 'ANA SOUZA:52998224725',
  issuerName: 'AC Certisign RFB G5',
  validityStart: new Date(2024, 0, 1),
  validityEnd: new Date(2099, 0, 1),
  pkiBrazil: { cpf: '529.982.247-25', cnpj: null, responsavel: 'ANA SOUZA' },
};
const foreignCertificate = {
  ...icpCertificate,
  thumbprint: 'other',
  subjectName: 'localhost',
  issuerName: 'Dev CA',
  pkiBrazil: { cpf: null, cnpj: null },
};

let run = 0;
beforeEach(async () => {
  double.installed = true;
  double.signHashCalls = [];
  double.certificates = [icpCertificate, foreignCertificate];
  await openSessionDatabase({ uid: `signature-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

async function openFilledLayout() {
  const client = await seedClient();
  const layout = await createDoc('layouts', {
    name: 'Declaração',
    kind: 'declaracao',
    content: '*DECLARAÇÃO*\nEu, {{cliente.nome}}, declaro ciência — São Paulo, {{data.hoje}}.',
    placeholders: [],
  });
  await renderScreen(
    <LayoutDetailsPage
      id={layout.id}
      clientId={client.id}
      onSelectionChange={() => undefined}
      now={new Date(2025, 4, 1)}
    />,
    { path: '/layouts/detalhes/$id' },
  );
  await screen.findByText(/Eu, Maria da Silva/);
  return { ...layout, clientId: client.id };
}

describe('digital signature with a test double of web-pki', () => {
  it('says plainly that the extension is missing and how to install it', async () => {
    double.installed = false;
    await openFilledLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Assinar digitalmente' }));
    expect(await screen.findByText('A assinatura digital não está disponível neste navegador')).toBeTruthy();
    expect(screen.getByText(/Em tablets e celulares a extensão não existe/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instalar a extensão' })).toBeTruthy();
  });

  it('lists only ICP-Brasil certificates, signs the SHA-256 of the document text and stores signature + certificate in logs', async () => {
    const layout = await openFilledLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Assinar digitalmente' }));
    const select = (await screen.findByLabelText('Certificado')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['icp-thumb']);

    fireEvent.click(screen.getByRole('button', { name: 'Assinar documento' }));
    // Hashing and five local log writes: give a loaded CI machine a few seconds.
    expect(await screen.findByText('Documento assinado por ANA SOUZA', undefined, { timeout: 8_000 })).toBeTruthy();

    // What a reader sees, as UTF-8: no markup asterisks, accents intact.
    const text = 'DECLARAÇÃO\nEu, Maria da Silva, declaro ciência — São Paulo, 01/05/2025.';
    const expectedHash = createHash('sha256').update(text, 'utf8').digest('base64');
    expect(double.signHashCalls).toEqual([{ thumbprint: 'icp-thumb', hash: expectedHash, digestAlgorithm: 'SHA-256' }]);

    const logs = await waitFor(async () => {
      const entries = (
        await findDocs('logs', { selector: { collectionName: 'layouts', documentId: layout.id } })
      ).filter((l) => l.summary.includes('ssinatura') || l.summary.startsWith('Assinou'));
      expect(entries.length).toBeGreaterThan(2);
      return entries;
    });
    const head = logs.find((l) => l.summary.startsWith('Assinou digitalmente'))!;
    // The client by id only: the audit trail is append-only and an anonymisation cannot reach it.
    expect(head.summary).toContain(`"Declaração" (cliente ${layout.clientId})`);
    expect(head.summary).not.toContain('Maria');
    expect(head.summary).toContain(`SHA-256 do documento (UTF-8): ${expectedHash}`);
    for (const l of logs) expect(l.summary.length).toBeLessThanOrEqual(1000);
    const id = /Registro (\w+) em/.exec(head.summary)![1]!;
    expect(
      readSignature(
        logs.map((l) => l.summary),
        id,
      ),
    ).toEqual({ signature: SIGNATURE_B64, certificate: CERT_DER_B64 });
    expect(await screen.findByRole('heading', { name: 'Assinaturas registradas' })).toBeTruthy();
  });

  it('does not offer signing while values are missing', async () => {
    const layout = await createDoc('layouts', {
      name: 'Sem cliente',
      kind: 'outro',
      content: 'Eu, {{cliente.nome}}.',
      placeholders: [],
    });
    await renderScreen(<LayoutDetailsPage id={layout.id} onSelectionChange={() => undefined} />, {
      path: '/layouts/detalhes/$id',
    });
    const button = await screen.findByRole('button', { name: 'Assinar digitalmente' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Complete os valores em falta antes de assinar/)).toBeTruthy();
  });
});
