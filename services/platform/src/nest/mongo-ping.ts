import mongoose from 'mongoose';

type MongoClient = InstanceType<typeof mongoose.mongo.MongoClient>;

/**
 * Whether MongoDB answers this process, from a `ping` every few seconds on a connection of its
 * own (no role needed). Probes read the last answer and never wait on the network; two failures
 * in a row count as down, so one slow ping during an election does not flap readiness.
 */
export class MongoPing {
  private client: MongoClient | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private answered = false;

  constructor(
    private readonly uri: string,
    private readonly everyMs = 5_000,
    private readonly failuresToDown = 2,
  ) {}

  /** Unknown (undefined) until the checks have started and answered once. */
  get up(): boolean | undefined {
    return this.answered || this.failures > 0 ? this.failures < this.failuresToDown : undefined;
  }

  start(): void {
    if (this.timer || this.client) return;
    this.client = new mongoose.mongo.MongoClient(this.uri, {
      maxPoolSize: 1,
      serverSelectionTimeoutMS: 3_000,
      connectTimeoutMS: 3_000,
      socketTimeoutMS: 3_000,
    });
    const check = async () => {
      try {
        await this.client?.db('admin').command({ ping: 1 });
        this.failures = 0;
        this.answered = true;
      } catch {
        this.failures++;
      }
      if (this.client) this.timer = setTimeout(() => void check(), this.everyMs).unref();
    };
    void check();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.close().catch(() => undefined);
  }
}
