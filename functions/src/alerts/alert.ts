import type { DocumentData } from 'firebase-admin/firestore';
import type { AlertKind } from '@advocacia/shared/alerts/preferences';
import type { StaffAlertKind } from '@advocacia/shared/alerts/push-payload';

/**
 * One alert the job may send (issue 36): what, to whom, from when until when, and how to tell
 * that its cause is still what it was. `key` names the alert and its due instant
 * (`prazo-<event>-2026-12-04-D3`), so a deadline that moves makes a new alert, never a repeat.
 */
export interface StaffAlert {
  key: string;
  kind: StaffAlertKind;
  /** Which of the person's preferences switches it on. */
  pref: AlertKind;
  dueAt: Date;
  /** Not sent from this instant on (the day is past, the hearing began). */
  expiresAt: Date;
  uids: string[];
  title: string;
  body: string;
  url: string;
  /** The notification's tag: a later alert about the same thing replaces it on the device. */
  tag: string;
  /** Documents re-read in the transaction that decides to send; `stillValid` must hold on them. */
  sources: string[];
  stillValid: (docs: (DocumentData | undefined)[]) => boolean;
}

/** A document id fit for the ledger's key. */
export const keyPart = (value: string) => value.replace(/[^0-9A-Za-z_-]/g, '').slice(0, 120);

const TITLE_MAX = 120;
const BODY_MAX = 240;

export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
export const clipTitle = (t: string) => clipText(t, TITLE_MAX);
export const clipBody = (t: string) => clipText(t, BODY_MAX);

/** "1 prazo" / "2 prazos". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
