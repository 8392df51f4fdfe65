import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportSkipped, testFirestore, uniqueProjectId } from '../helpers/firestore-emulator';

/**
 * storage.rules. No Storage emulator runs on these machines: firebase-tools' refuses Java < 21
 * ("firebase-tools no longer supports Java version before 21"; Debian 12 has 17 only) and
 * downloads its rules runtime (cloud-storage-rules-runtime-*.jar) on first use, which cannot
 * be fetched here. So the rules are NOT evaluated by any test here — that part is reported
 * as skipped below, never as a pass.
 *
 * What can be checked is that they compile: the official Firestore emulator's rules compiler
 * (same language, same parser) rejects syntax errors with 400. It does not know Storage's
 * cross-service functions (firestore.get/exists), which it reports as warnings only.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('storage.rules (compilação)', skipReason);
it.skip(
  'storage.rules: evaluation skipped — no Storage emulator here (firebase-tools needs Java 21 and a rules-runtime download; this machine has Java 17 and no internet)',
  () => undefined,
);

const source = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

async function compile(content: string): Promise<{ status: number; body: { issues?: { description: string; severity: string }[]; error?: { message: string } } }> {
  const res = await fetch(`http://${server!.host}:${server!.port}/emulator/v1/projects/${uniqueProjectId('demo-storage-rules')}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
  });
  return { status: res.status, body: await res.json() };
}

describe.skipIf(!server)('storage.rules compile', () => {
  it('compiles; the only remarks are the cross-service calls the Firestore compiler does not know', async () => {
    const { status, body } = await compile(source);
    expect(status).toBe(200);
    const remarks = (body.issues ?? []).filter((i) => !/firestore\.|: (exists|get)\.$/.test(i.description));
    expect(remarks).toEqual([]);
    expect((body.issues ?? []).every((i) => i.severity === 'WARNING')).toBe(true);
  });

  it('would catch a syntax error (the check can fail)', async () => {
    const { status, body } = await compile(source.replace('allow delete: if isAdmin();', 'allow delete: if isAdmin(;'));
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/Error compiling rules/);
  });

  it('opens only the per-conversation path, with create (never update) and delete for admins only', () => {
    const code = source.replace(/\/\/.*$/gm, '');
    expect([...code.matchAll(/match\s+(\S+)\s*\{/g)].map((m) => m[1])).toEqual(['/b/{bucket}/o', '/chats/{chatId}/{messageId}/{fileName}']);
    expect([...code.matchAll(/allow\s+([\w, ]+):/g)].map((m) => m[1]!.trim())).toEqual(['read', 'create', 'delete']);
    expect(code).toMatch(/allow delete: if isAdmin\(\);/);
    expect(code).toMatch(/request\.resource\.size <= 10 \* 1024 \* 1024/);
  });
});
