import { BACKEND_PATHS } from '@advocacia/shared/config/backend';
import { backend } from '@/lib/http';
import { adoptClockReading, readingFrom, type ClockReading } from './clock-reading';

/** Measuring the device's clock against the server's (clock-reading.ts says why). */
const SAMPLES = 3;
const REMEASURE_EVERY_MS = 30 * 60_000;

export type ServerTimeSource = () => Promise<unknown>;

const serverTimeFromBackend: ServerTimeSource = async () =>
  (await backend.request<{ serverTime?: unknown }>('GET', BACKEND_PATHS.health))?.serverTime;

/**
 * Measures the offset now (the best of a few samples) and applies it; null when the server
 * could not be asked (offline, no backend): the last reading stays.
 */
export async function measureServerClock(
  ask: ServerTimeSource = serverTimeFromBackend,
  now: () => number = Date.now,
): Promise<ClockReading | null> {
  let best: ClockReading | null = null;
  for (let i = 0; i < SAMPLES; i++) {
    const sentAt = now();
    let serverTime: unknown;
    try {
      serverTime = await ask();
    } catch {
      break;
    }
    const reading = readingFrom(sentAt, now(), serverTime);
    if (reading && (!best || reading.uncertaintyMs < best.uncertaintyMs)) best = reading;
  }
  if (best) adoptClockReading(best);
  return best;
}

/** Measures at start, when the network returns and every half hour; returns the stop. */
export function startServerClock(ask?: ServerTimeSource): () => void {
  if (!ask && !backend.available()) return () => undefined;
  const measure = () => void measureServerClock(ask).catch(() => undefined);
  measure();
  const timer = setInterval(measure, REMEASURE_EVERY_MS);
  globalThis.addEventListener?.('online', measure);
  return () => {
    clearInterval(timer);
    globalThis.removeEventListener?.('online', measure);
  };
}
