import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The production CSP (Firebase Hosting headers). Each origin below is one the deployed app
// really calls; the e2e pwa test checks the other way round (the build calls nothing else).
const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const csp = config.hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
const directives = new Map(
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name, ...sources]) => [name!, sources]),
);

describe("firebase.json's production CSP", () => {
  it('lets the app reach exactly Auth, Firestore, Storage and the CEP service', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://viacep.com.br',
    ]);
  });

  it("shows images only from the app, the device (blob:, data:), Storage and Firestore's connectivity probe", () => {
    // www.google.com: Firestore's WebChannel loads /images/cleardot.gif after a connection
    // error to tell "offline" from "server down" (seen blocked in the e2e CSP run).
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
      'https://www.google.com',
    ]);
  });

  it('has no wildcard host, no plain http and no emulator or loopback origin anywhere', () => {
    expect(csp).not.toMatch(/\*/);
    expect(csp).not.toMatch(/http:\/\//);
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost|:9099|:8080|:9199/);
  });

  it('embeds nothing and cannot be embedded; no plugins, no foreign base or form targets', () => {
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it("runs scripts only from the app's origin and the hashed inline theme script", () => {
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
  });
});
