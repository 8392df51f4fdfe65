import { describe, expect, it } from 'vitest';
import { readSignature, signatureLogEntries, type SignatureRecord } from '@/features/layouts/signature/signature-log';
import { placeholderValues } from '@/features/layouts/placeholder-values';

const record: SignatureRecord = {
  signatureId: 'ab12cd34',
  layoutId: 'layout-1',
  layoutName: 'Procuração',
  clientId: 'client-1',
  documentHash: 'f4OxZX/x/FO5LcGBSKHWXfwtSx+j1ncoSt3SABJtkGk=',
  signature: 'S'.repeat(684),
  certificate: 'C'.repeat(2900),
  signerName: 'ANA SOUZA',
  signerDocument: 'CPF 529.982.247-25',
  issuerName: 'AC Certisign RFB G5',
  thumbprint: 'dGh1bWI=',
};

describe('signature log entries', () => {
  it('fit the 1000-character summary and give the signature and certificate back exactly', () => {
    const entries = signatureLogEntries(record, 'ana');
    expect(entries.length).toBeGreaterThan(3);
    for (const e of entries) {
      expect(e.summary.length).toBeLessThanOrEqual(1000);
      expect(e).toMatchObject({ collection: 'layouts', documentId: 'layout-1', actorUid: 'ana' });
    }
    expect(entries[0]!.summary).toMatch(
      /^Assinou digitalmente "Procuração" \(cliente client-1\) com certificado ICP-Brasil de ANA SOUZA/,
    );
    const shuffled = entries.map((e) => e.summary).reverse();
    expect(readSignature(shuffled, 'ab12cd34')).toEqual({
      signature: record.signature,
      certificate: record.certificate,
    });
  });
  it('does not reassemble an incomplete record', () => {
    const summaries = signatureLogEntries(record, 'ana').map((e) => e.summary);
    expect(readSignature(summaries.slice(0, -1), 'ab12cd34')).toBeNull();
  });
});

describe('placeholderValues', () => {
  it('never fills a value the records do not have (so it is highlighted, not printed blank)', () => {
    const values = placeholderValues({
      firm: { nome: 'Souza Advogados', cnpj: '', endereco: '', telefone: '', email: '' },
      manual: { 'cliente.rg': '  ' },
    });
    expect(values['escritorio.nome']).toBe('Souza Advogados');
    expect(values['cliente.rg']).toBeUndefined();
  });
});
