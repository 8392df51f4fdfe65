export declare const DEMO_PROJECT: string;
export declare function startAuthEmulator(options?: {
  timeoutMs?: number;
}): Promise<{ host: string; stop(): Promise<void> }>;
