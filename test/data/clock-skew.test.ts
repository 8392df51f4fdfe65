import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { doc, serverTimestamp, setDoc, setLogLevel } from 'firebase/firestore';
import { nowIso, setClockOffset } from '@/data/sync/clock';
import { measureServerClock } from '@/data/server-clock';
import { clockReading$ } from '@/data/clock-reading';
import { handleApiRequest } from '../../functions/src/router';
import type { BackendDeps } from '../../functions/src/access';
import {
  bootstrapProfile,
  connectTestFirestore,
  prepareProject,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { sampleData } from '../support/fixtures';

/**
 * A tablet whose clock is wrong is not a broken tablet (issue 41): the rules bound a message's
 * `sentAt` by the server's time (5 minutes ahead at most), so a clock 10 minutes fast had every
 * message refused. The device measures its offset against the backend's clock (its health
 * endpoint, here called as the Functions wrapper calls it) and stamps the corrected time; the
 * official emulator with firestore.rules then accepts what the same clock was refused.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('clock skew', skipReason);
setLogLevel('silent');

const MIN = 60_000;
const project = uniqueProjectId('demo-clock');
const realNow = Date.now.bind(Date);
let staff: TestFirestoreClient;

/** The backend's health endpoint, by the server's (true) clock. */
const askServer = async () => {
  const answer = await handleApiRequest({ now: () => new Date(realNow()) } as unknown as BackendDeps, {
    method: 'GET',
    path: '/health',
    authorization: undefined,
    body: undefined,
  });
  return (answer.body as { serverTime?: unknown }).serverTime;
};

function message(id: string, sentAt: string) {
  return setDoc(doc(staff.firestore, 'messages', id), {
    ...sampleData('messages', 0, 'adv-clock'),
    chatId: 'chat-clock',
    sentAt,
    createdAt: sentAt,
    createdBy: 'adv-clock',
    updatedAt: sentAt,
    updatedBy: 'adv-clock',
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  });
}

describe.skipIf(!server)('a device with a wrong clock (issue 41)', () => {
  beforeAll(async () => {
    await prepareProject(server!, project);
    staff = connectTestFirestore(server!, project, { uid: 'adv-clock' });
    await bootstrapProfile(server!, project, 'adv-clock', 'advogado', staff);
    const t = new Date(realNow()).toISOString();
    const stamp = { createdAt: t, createdBy: 'adv-clock', updatedAt: t, updatedBy: 'adv-clock', _deleted: false };
    await setDoc(doc(staff.firestore, 'clients', 'client-clock'), {
      ...sampleData('clients', 0, 'adv-clock'),
      ...stamp,
      consent: { messaging: true, date: t, purpose: 'Avisos' },
      serverTimestamp: serverTimestamp(),
    });
    await setDoc(doc(staff.firestore, 'chats', 'chat-clock'), {
      ...sampleData('chats', 0, 'adv-clock'),
      ...stamp,
      clientId: 'client-clock',
      serverTimestamp: serverTimestamp(),
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setClockOffset(0);
  });
  afterAll(async () => {
    await staff?.close();
  });

  for (const [label, skewMs] of [
    ['10 minutes fast', 10 * MIN],
    ['3 hours fast', 180 * MIN],
  ] as const) {
    it(`${label}: refused by its own clock, accepted once measured against the server`, async () => {
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
      setClockOffset(0);
      await expect(message(`m-own-clock-${skewMs}`, nowIso())).rejects.toMatchObject({ code: 'permission-denied' });

      const reading = await measureServerClock(askServer);
      expect(reading).not.toBeNull();
      // Server minus device: the device is ahead, so the offset is negative, within the round trip.
      expect(Math.abs(reading!.offsetMs + skewMs)).toBeLessThanOrEqual(reading!.uncertaintyMs + 1_000);
      expect(clockReading$.value?.offsetMs).toBe(reading!.offsetMs);

      const corrected = nowIso();
      expect(Math.abs(Date.parse(corrected) - realNow())).toBeLessThan(5_000);
      await message(`m-corrected-${skewMs}`, corrected);
    });
  }

  it('a server that cannot be asked leaves the last reading in force', async () => {
    setClockOffset(-10 * MIN);
    const before = clockReading$.value;
    const reading = await measureServerClock(() => Promise.reject(new Error('offline')));
    expect(reading).toBeNull();
    expect(clockReading$.value).toBe(before);
    expect(Date.parse(nowIso()) - realNow()).toBeLessThan(-9 * MIN);
  });
});
