import net from 'node:net';

/**
 * A TCP proxy between one simulated device and the Firestore emulator (127.0.0.1), with
 * the faults a flaky office network produces, switched on and off by the chaos scheduler:
 *
 * - `reset()`: every open connection is torn down with a TCP RST (both sides);
 * - `refuse`: the listening socket is closed, so new connections are refused
 *   (ECONNREFUSED); open connections carry on unless they are reset too;
 * - `stall`: nothing is forwarded in either direction (bytes are held, in order, and
 *   delivered when the stall ends — a TCP connection that stops moving);
 * - `latency`: every chunk is delivered `latencyMs` after it arrived (order kept).
 *
 * Faults nest: each is a counter (or a stack, for latency), so overlapping partitions and
 * stalls heal only when the last one ends. `heal()` clears everything.
 */

interface Chunk {
  data: Buffer;
  at: number;
}

class Pipe {
  private queue: Chunk[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ended = false;
  constructor(
    private readonly proxy: FaultProxy,
    private readonly to: net.Socket,
    private readonly onBytes: (n: number) => void,
  ) {}
  push(data: Buffer) {
    this.queue.push({ data, at: Date.now() });
    this.pump();
  }
  end() {
    this.ended = true;
    this.pump();
  }
  clear() {
    this.queue = [];
    clearTimeout(this.timer);
    this.timer = undefined;
  }
  pump() {
    if (this.timer) return;
    if (this.to.destroyed) return this.clear();
    if (this.proxy.stalled) return; // resumed by FaultProxy.kick()
    const now = Date.now();
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      const due = head.at + this.proxy.latencyMs;
      if (due > now) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.pump();
        }, due - now);
        return;
      }
      this.queue.shift();
      this.onBytes(head.data.length);
      this.to.write(head.data);
    }
    if (this.ended && !this.to.destroyed) this.to.end();
  }
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  pipes: Pipe[];
}

export interface ProxyStats {
  connections: number;
  refused: number;
  resets: number;
  bytesUp: number;
  bytesDown: number;
}

export class FaultProxy {
  readonly name: string;
  port = 0;
  private server: net.Server | undefined;
  private readonly pairs = new Set<Pair>();
  private refuseCount = 0;
  private stallCount = 0;
  private readonly latencies: number[] = [];
  private listening = false;
  private relistening: Promise<void> | undefined;
  /** Called with the byte count whenever the device sends something to the server. */
  onUpstreamBytes: ((n: number) => void) | undefined;
  readonly stats: ProxyStats = { connections: 0, refused: 0, resets: 0, bytesUp: 0, bytesDown: 0 };

  constructor(
    name: string,
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.name = name;
  }

  get stalled(): boolean {
    return this.stallCount > 0;
  }
  get latencyMs(): number {
    return this.latencies.length ? Math.max(...this.latencies) : 0;
  }
  get refusing(): boolean {
    return this.refuseCount > 0;
  }
  get openConnections(): number {
    return this.pairs.size;
  }

  async start(): Promise<number> {
    await this.listen(0);
    return this.port;
  }

  private makeServer(): net.Server {
    return net.createServer({ noDelay: true }, (client) => this.accept(client));
  }

  private listen(port: number): Promise<void> {
    const server = this.makeServer();
    return new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        server.off('error', reject);
        this.server = server;
        this.port = (server.address() as net.AddressInfo).port;
        this.listening = true;
        resolve();
      });
    });
  }

  private accept(client: net.Socket) {
    if (this.refusing) {
      // Raced with the listener closing: behave as a refusal.
      this.stats.refused += 1;
      client.resetAndDestroy();
      return;
    }
    this.stats.connections += 1;
    client.setNoDelay(true);
    const upstream = net.connect({ host: this.targetHost, port: this.targetPort, noDelay: true });
    const up = new Pipe(this, upstream, (n) => {
      this.stats.bytesUp += n;
      this.onUpstreamBytes?.(n);
    });
    const down = new Pipe(this, client, (n) => (this.stats.bytesDown += n));
    const pair: Pair = { client, upstream, pipes: [up, down] };
    this.pairs.add(pair);
    const drop = () => {
      if (!this.pairs.delete(pair)) return;
      up.clear();
      down.clear();
      if (!client.destroyed) client.destroy();
      if (!upstream.destroyed) upstream.destroy();
    };
    client.on('data', (d) => up.push(d));
    upstream.on('data', (d) => down.push(d));
    client.on('end', () => up.end());
    upstream.on('end', () => down.end());
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  }

  /** Tears every open connection down with an RST. */
  reset() {
    for (const pair of [...this.pairs]) {
      this.pairs.delete(pair);
      for (const p of pair.pipes) p.clear();
      this.stats.resets += 1;
      if (!pair.client.destroyed) pair.client.resetAndDestroy();
      if (!pair.upstream.destroyed) pair.upstream.resetAndDestroy();
    }
  }

  /** Starts refusing new connections (nested). */
  refuseOn() {
    this.refuseCount += 1;
    if (this.refuseCount === 1 && this.listening && this.server) {
      this.listening = false;
      const s = this.server;
      this.server = undefined;
      s.close();
    }
  }

  /** Ends one refusal; the listener comes back (same port) when none is left. */
  async refuseOff(): Promise<void> {
    this.refuseCount = Math.max(0, this.refuseCount - 1);
    if (this.refuseCount === 0) await this.relisten();
  }

  private async relisten(): Promise<void> {
    if (this.listening || this.refusing) return;
    this.relistening ??= (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.listen(this.port);
          return;
        } catch (error) {
          if (attempt >= 50)
            throw new Error(`proxy ${this.name}: could not listen on ${this.port} again: ${String(error)}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    })().finally(() => (this.relistening = undefined));
    await this.relistening;
  }

  stallOn() {
    this.stallCount += 1;
  }
  stallOff() {
    this.stallCount = Math.max(0, this.stallCount - 1);
    this.kick();
  }

  /** Adds a latency; returns the function that removes it. */
  addLatency(ms: number): () => void {
    this.latencies.push(ms);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const i = this.latencies.indexOf(ms);
      if (i >= 0) this.latencies.splice(i, 1);
      this.kick();
    };
  }

  private kick() {
    for (const pair of this.pairs) for (const p of pair.pipes) p.pump();
  }

  /** Every fault off: forwarding, no latency, listening. */
  async heal(): Promise<void> {
    this.refuseCount = 0;
    this.stallCount = 0;
    this.latencies.length = 0;
    this.kick();
    await this.relisten();
  }

  async stop(): Promise<void> {
    this.refuseCount = 1;
    this.reset();
    const s = this.server;
    this.server = undefined;
    this.listening = false;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }
}
