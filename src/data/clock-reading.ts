import { BehaviorSubject } from 'rxjs';
import { setClockOffset } from './sync/clock';

/**
 * How far this device's clock is from the server's (issue 41). Tablets in the field often have
 * a wrong clock; the rules bound a message's `sentAt` and an audit entry's `deviceTime` by the
 * server's time (5 minutes ahead at most), so a clock 10 minutes fast could not send a message.
 * The backend's health endpoint answers its own time; the offset is that time minus the
 * midpoint of the request (uncertainty: half the round trip), the best of a few samples. It is
 * kept on the device, so a reload offline stamps with the last known offset. Measuring is
 * server-clock.ts's (it calls the backend); this module is light, for the sync details.
 */
export interface ClockReading {
  /** Server minus device, in ms: positive when the device is behind. */
  offsetMs: number;
  /** Half the round trip of the sample the offset came from. */
  uncertaintyMs: number;
  /** When it was measured (server's time, ISO). */
  measuredAt: string;
}

/** A sample whose round trip took longer than this says too little to correct a clock. */
const MAX_ROUND_TRIP_MS = 10_000;
/** Device-only: the last reading, for a reload without network. */
export const CLOCK_STORAGE_KEY = 'advocacia:relogio';

/** The reading from one sample, or null when the answer cannot be trusted. */
export function readingFrom(sentAtMs: number, receivedAtMs: number, serverTime: unknown): ClockReading | null {
  if (typeof serverTime !== 'string') return null;
  const server = Date.parse(serverTime);
  const roundTrip = receivedAtMs - sentAtMs;
  if (!Number.isFinite(server) || roundTrip < 0 || roundTrip > MAX_ROUND_TRIP_MS) return null;
  return {
    offsetMs: Math.round(server - (sentAtMs + receivedAtMs) / 2),
    uncertaintyMs: Math.ceil(roundTrip / 2),
    measuredAt: serverTime,
  };
}

function loadStored(): ClockReading | null {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(CLOCK_STORAGE_KEY) ?? 'null') as Partial<ClockReading>;
    if (
      raw &&
      Number.isFinite(raw.offsetMs) &&
      Number.isFinite(raw.uncertaintyMs) &&
      typeof raw.measuredAt === 'string'
    )
      return raw as ClockReading;
  } catch {
    // A damaged entry is the same as none: measured again when online.
  }
  return null;
}

/** The last reading (null: never measured on this device); the sync details show it. */
export const clockReading$ = new BehaviorSubject<ClockReading | null>(loadStored());
setClockOffset(clockReading$.value?.offsetMs ?? 0);

/** Applies a reading to every stamp from now on and keeps it on the device. */
export function adoptClockReading(reading: ClockReading): void {
  setClockOffset(reading.offsetMs);
  clockReading$.next(reading);
  try {
    globalThis.localStorage?.setItem(CLOCK_STORAGE_KEY, JSON.stringify(reading));
  } catch {
    // Storage full or blocked: the offset still applies to this page.
  }
}
