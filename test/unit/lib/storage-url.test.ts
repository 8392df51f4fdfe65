import { describe, expect, it } from 'vitest';
import { isStorageDownloadUrl, storageDownloadUrl, type StorageLocation } from '@/lib/storage-url';

const prod: StorageLocation = { bucket: 'escritorio-123.appspot.com' };
const emulator: StorageLocation = { bucket: 'demo-advocacia.appspot.com', emulatorHost: '127.0.0.1:9199' };
const path = 'chats/c1/m1/0-procuracao.pdf';
// What getDownloadURL returns for that object (token included).
const real =
  'https://firebasestorage.googleapis.com/v0/b/escritorio-123.appspot.com/o/chats%2Fc1%2Fm1%2F0-procuracao.pdf?alt=media&token=0b3c';

describe('isStorageDownloadUrl', () => {
  it("accepts this bucket's download URL for the attachment's own object", () => {
    expect(isStorageDownloadUrl(real, path, prod)).toBe(true);
    expect(isStorageDownloadUrl(real, undefined, prod)).toBe(true);
    expect(isStorageDownloadUrl(storageDownloadUrl(path, emulator), path, emulator)).toBe(true);
  });

  it.each([
    ['another site', 'https://exemplo.com/v0/b/escritorio-123.appspot.com/o/chats%2Fc1%2Fm1%2F0-procuracao.pdf'],
    ['a look-alike host', 'https://firebasestorage.googleapis.com.evil.com/v0/b/escritorio-123.appspot.com/o/x'],
    ['plain http', real.replace('https:', 'http:')],
    ['credentials in the URL', real.replace('https://', 'https://a:b@')],
    ['another bucket', real.replace('escritorio-123.appspot.com', 'outro.appspot.com')],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['not a URL', 'procuracao.pdf'],
    ['the emulator, when the app uses the real service', storageDownloadUrl(path, emulator)],
    ['no object', 'https://firebasestorage.googleapis.com/v0/b/escritorio-123.appspot.com/o/'],
  ])('refuses %s', (_label, url) => {
    expect(isStorageDownloadUrl(url, path, prod)).toBe(false);
  });

  it("refuses another object of the same bucket (another conversation's file)", () => {
    expect(isStorageDownloadUrl(real.replace('c1', 'c2'), path, prod)).toBe(false);
  });

  it('refuses the real service when the app uses the emulator, and non-strings', () => {
    expect(isStorageDownloadUrl(storageDownloadUrl(path, { bucket: emulator.bucket }), path, emulator)).toBe(false);
    expect(isStorageDownloadUrl(null, path, prod)).toBe(false);
    expect(isStorageDownloadUrl(42, path, prod)).toBe(false);
  });
});
