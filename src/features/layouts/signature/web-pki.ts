/**
 * Lacuna Web PKI (npm `web-pki`) behind a small promise-based interface.
 *
 * The script is part of our bundle but only as a dynamic import made from the layout
 * details page when the user asks to sign: the shell never loads it, and nothing is
 * fetched from a third party. The browser extension + native app it talks to exist only
 * on desktop Chrome/Edge/Firefox; on tablets `init` reports "not installed" or
 * "browser not supported", which the page explains.
 */

/** The certificate fields the page uses (a subset of web-pki's CertificateModel). */
export interface PkiCertificate {
  thumbprint: string;
  subjectName: string;
  issuerName: string;
  email?: string | null;
  validityStart: Date | string;
  validityEnd: Date | string;
  pkiBrazil: {
    cpf?: string | null;
    cnpj?: string | null;
    responsavel?: string | null;
    certificateType?: string | null;
    oabNumero?: string | null;
    oabUF?: string | null;
  };
}

export type PkiInitResult = { installed: true } | { installed: false; status: number; message: string };

export interface WebPkiClient {
  init(): Promise<PkiInitResult>;
  listCertificates(): Promise<PkiCertificate[]>;
  /** Base64 DER of the certificate. */
  readCertificate(thumbprint: string): Promise<string>;
  /** Base64 signature of a Base64 hash. */
  signHash(args: { thumbprint: string; hash: string; digestAlgorithm: 'SHA-256' }): Promise<string>;
  redirectToInstallPage(): void;
}

/** web-pki's own promise: `.success(cb).fail(cb)`. */
interface LacunaPromise<T> {
  success(cb: (value: T) => void): LacunaPromise<T>;
  fail(cb: (ex: { userMessage?: string; message?: string }) => void): LacunaPromise<T>;
}

/** The part of the LacunaWebPKI class this module calls (what the test double implements). */
export interface LacunaWebPkiLike {
  init(args: {
    ready: () => void;
    notInstalled?: (status: number, message: string) => void;
    defaultFail?: (ex: { userMessage?: string; message?: string }) => void;
  }): unknown;
  listCertificates(): LacunaPromise<PkiCertificate[]>;
  readCertificate(args: { thumbprint: string }): LacunaPromise<string>;
  signHash(args: { thumbprint: string; hash: string; digestAlgorithm: string }): LacunaPromise<string>;
  redirectToInstallPage(): void;
}

export class PkiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PkiError';
  }
}

function toPromise<T>(p: LacunaPromise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    p.success(resolve).fail((ex) =>
      reject(new PkiError(ex.userMessage || ex.message || 'Falha no componente de assinatura digital')),
    );
  });
}

/** Wraps a LacunaWebPKI instance (real or test double). */
export function adaptWebPki(pki: LacunaWebPkiLike): WebPkiClient {
  return {
    init: () =>
      new Promise<PkiInitResult>((resolve, reject) => {
        pki.init({
          ready: () => resolve({ installed: true }),
          // Passing notInstalled stops web-pki from redirecting to its install page on its own.
          notInstalled: (status, message) => resolve({ installed: false, status, message }),
          defaultFail: (ex) =>
            reject(new PkiError(ex.userMessage || ex.message || 'Falha no componente de assinatura digital')),
        });
      }),
    listCertificates: () => toPromise(pki.listCertificates()),
    readCertificate: (thumbprint) => toPromise(pki.readCertificate({ thumbprint })),
    signHash: (args) => toPromise(pki.signHash(args)),
    redirectToInstallPage: () => pki.redirectToInstallPage(),
  };
}

/** Loads web-pki from our bundle (a separate chunk) and returns a client. */
export async function loadWebPki(): Promise<WebPkiClient> {
  const mod = (await import('web-pki')) as unknown as {
    default?: new () => LacunaWebPkiLike;
    LacunaWebPKI?: new () => LacunaWebPkiLike;
  };
  const Lacuna = mod.default ?? mod.LacunaWebPKI;
  if (!Lacuna) throw new PkiError('Componente de assinatura digital indisponível');
  // No license: web-pki then works on localhost only; production needs the firm's license.
  return adaptWebPki(new Lacuna());
}

/** ICP-Brasil certificates carry the holder's CPF (e-CPF) or the company's CNPJ (e-CNPJ). */
export function isIcpBrasil(cert: PkiCertificate): boolean {
  return Boolean(cert.pkiBrazil?.cpf || cert.pkiBrazil?.cnpj);
}

export function isExpired(cert: PkiCertificate, now: Date = new Date()): boolean {
  return new Date(cert.validityEnd).getTime() < now.getTime();
}

/** Base64 of SHA-256 over the UTF-8 bytes of `text` (what signHash signs). */
export async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
