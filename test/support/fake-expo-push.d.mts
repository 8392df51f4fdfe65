export interface FakeExpoRequest {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}
export interface FakeExpoPush {
  url: string;
  requests: FakeExpoRequest[];
  unregistered: Set<string>;
  failNext(n: number, status?: number): void;
  messages(): any[];
  close(): Promise<void>;
}
export function startFakeExpoPush(): Promise<FakeExpoPush>;
