import type { LogEntryInput } from '@/data';

/**
 * How a signature is kept: in `logs`, the app's append-only audit trail, next to the
 * layout it signs (collectionName 'layouts', documentId = layout id), so it replicates
 * and can never be edited.
 *
 * A log entry's summary holds at most 1000 characters and the `logs` schema has no field
 * for binary data, while a signer certificate is ~2–3 KB in Base64. So one signing writes
 * a readable head entry (who, which certificate, the document's SHA-256) plus numbered
 * continuation entries carrying `assinatura=<b64>;certificado=<b64>`; joining the parts
 * of one signature id gives both back exactly (`readSignature`).
 */
export const SIGNATURE_HEAD_PREFIX = 'Assinou digitalmente';
const PART_PREFIX = 'Assinatura digital';
const SUMMARY_LIMIT = 1000;

export interface SignatureRecord {
  signatureId: string;
  layoutId: string;
  layoutName: string;
  /** The client's record id: the audit trail is append-only, so it never holds a client's name (LGPD anonymisation). */
  clientId?: string;
  /** Base64 SHA-256 of the UTF-8 text signed. */
  documentHash: string;
  /** Base64 signature over documentHash (RSA PKCS#1 v1.5 with SHA-256). */
  signature: string;
  /** Base64 DER of the signer certificate. */
  certificate: string;
  signerName: string;
  signerDocument?: string;
  issuerName: string;
  thumbprint: string;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function signatureHeadSummary(r: SignatureRecord, parts: number): string {
  return [
    `${SIGNATURE_HEAD_PREFIX} "${clip(r.layoutName, 120)}"`,
    r.clientId ? ` (cliente ${clip(r.clientId, 128)})` : '',
    ` com certificado ICP-Brasil de ${clip(r.signerName, 120)}`,
    r.signerDocument ? ` (${r.signerDocument})` : '',
    `, emitido por ${clip(r.issuerName, 120)}.`,
    ` Impressão digital SHA-256 do certificado: ${r.thumbprint}.`,
    ` SHA-256 do documento (UTF-8): ${r.documentHash}.`,
    ` Registro ${r.signatureId} em ${parts} ${parts === 1 ? 'parte' : 'partes'}.`,
  ].join('');
}

export function signatureLogEntries(r: SignatureRecord, actorUid: string): LogEntryInput[] {
  const payload = `assinatura=${r.signature};certificado=${r.certificate}`;
  const prefix = (i: number, n: number) => `${PART_PREFIX} ${r.signatureId} (parte ${i}/${n}): `;
  // Room for the longest prefix a part can get.
  const room = SUMMARY_LIMIT - prefix(999, 999).length;
  const chunks: string[] = [];
  for (let i = 0; i < payload.length; i += room) chunks.push(payload.slice(i, i + room));
  const base = { actorUid, action: 'update' as const, collection: 'layouts', documentId: r.layoutId };
  return [
    { ...base, summary: signatureHeadSummary(r, chunks.length) },
    ...chunks.map((chunk, i) => ({ ...base, summary: `${prefix(i + 1, chunks.length)}${chunk}` })),
  ];
}

/** Signature and certificate back from the continuation entries of one signature id. */
export function readSignature(
  summaries: readonly string[],
  signatureId: string,
): { signature: string; certificate: string } | null {
  const parts = new Map<number, string>();
  let total = 0;
  const re = new RegExp(`^${PART_PREFIX} ${signatureId} \\(parte (\\d+)/(\\d+)\\): (.*)$`, 's');
  for (const s of summaries) {
    const m = re.exec(s);
    if (!m) continue;
    parts.set(Number(m[1]), m[3] ?? '');
    total = Number(m[2]);
  }
  if (!total || parts.size !== total) return null;
  const payload = Array.from({ length: total }, (_, i) => parts.get(i + 1) ?? '').join('');
  const m = /^assinatura=([^;]*);certificado=(.*)$/s.exec(payload);
  return m ? { signature: m[1] ?? '', certificate: m[2] ?? '' } : null;
}
