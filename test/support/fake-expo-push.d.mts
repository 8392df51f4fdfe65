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
export interface FakeExpoRequest {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (null when it was not JSON). */
  body: unknown;
}
export interface FakeExpoPush {
  url: string;
  requests: FakeExpoRequest[];
  unregistered: Set<string>;
  failNext(n: number, status?: number): void;
  messages(): ReceivedExpoMessage[];
  close(): Promise<void>;
}
export function startFakeExpoPush(): Promise<FakeExpoPush>;
