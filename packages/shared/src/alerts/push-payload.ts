/**
 * What the backend sends in a Web Push message to a staff device (issue 36), encrypted per
 * RFC 8291; the service worker (src/sw.ts) shows it. Plain JSON, words already in pt-BR (the
 * backend is the one that knows the intimation, the deadline, the person).
 */
export type StaffAlertKind = 'intimacao' | 'prazo' | 'audiencia' | 'triagem' | 'lembrete' | 'resumo';

export interface StaffPushPayload {
  kind: StaffAlertKind;
  title: string;
  body: string;
  /** Replaces an earlier notification with the same tag instead of piling up. */
  tag: string;
  /** Path inside the app to open on click ('/publicacoes?id=…', '/eventos/…', '/lembretes/…'). */
  url: string;
  /** When the backend decided to send it (ISO, UTC). */
  sentAt: string;
}

/** The payload out of a push message's JSON, or null when it is not one of ours. */
export function parseStaffPushPayload(value: unknown): StaffPushPayload | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  const kinds: StaffAlertKind[] = ['intimacao', 'prazo', 'audiencia', 'triagem', 'lembrete', 'resumo'];
  if (!kinds.includes(p.kind as StaffAlertKind)) return null;
  if (typeof p.title !== 'string' || typeof p.body !== 'string' || typeof p.tag !== 'string') return null;
  // Only paths of this app: a payload can never send the click elsewhere.
  const url = typeof p.url === 'string' && p.url.startsWith('/') && !p.url.startsWith('//') ? p.url : '/';
  return {
    kind: p.kind as StaffAlertKind,
    title: p.title,
    body: p.body,
    tag: p.tag,
    url,
    sentAt: typeof p.sentAt === 'string' ? p.sentAt : '',
  };
}
