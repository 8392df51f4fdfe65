import type { AppDatabase } from '../database';
import { makeStatus, syncStatus$ } from './status';

/** Placeholder until replication lands: reports sync as unavailable. */
export async function startSessionSync(_db: AppDatabase, _uid: string): Promise<void> {
  syncStatus$.next(makeStatus('indisponivel'));
}

export async function stopSessionSync(): Promise<void> {
  syncStatus$.next(makeStatus('parado'));
}
