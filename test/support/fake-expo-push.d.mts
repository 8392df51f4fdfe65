import type { FakeHttpRequest } from './fake-http-server.d.mts';
/** A message as Expo receives it (functions/src/push/expo.ts ExpoMessage). */
export interface ReceivedExpoMessage {
  to: string;
  title: string;
  body: string;
  data: Record<string, string>;
  sound?: string;
  priority?: string;
  channelId?: string;
}
export type FakeExpoRequest = FakeHttpRequest;
export interface FakeExpoPush {
  url: string;
  requests: FakeExpoRequest[];
  unregistered: Set<string>;
  failNext(n: number, status?: number): void;
  messages(): ReceivedExpoMessage[];
  close(): Promise<void>;
}
export function startFakeExpoPush(): Promise<FakeExpoPush>;
