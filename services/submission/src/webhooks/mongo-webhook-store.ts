import { connectMongo, trusted } from '@pill/platform/mongo/connect';
import { Schema, type Connection, type Model } from 'mongoose';
import type { DeliveryOutcome, StoredDelivery, StoredWebhook, WebhookStore } from './webhook-store.port';

type WebhookDoc = Omit<StoredWebhook, 'id'> & { _id: string };
type DeliveryDoc = Omit<StoredDelivery, 'id'> & { _id: string; leaseUntil: string | null };

const toWebhook = ({ _id, linkId, url, secret, createdAt }: WebhookDoc): StoredWebhook => ({ id: _id, linkId, url, secret, createdAt });
const toDelivery = ({ _id, leaseUntil: _lease, ...rest }: DeliveryDoc): StoredDelivery => ({ id: _id, ...rest });

const options = { versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false } as const;

/** The cluster's webhook store: two private collections in the submission service's database. */
export class MongoWebhookStore implements WebhookStore {
  private readonly webhooks: Model<WebhookDoc>;
  private readonly deliveries: Model<DeliveryDoc>;
  private readonly ready: Promise<unknown>;

  private constructor(private readonly connection: Connection) {
    const webhookSchema = new Schema<WebhookDoc>(
      { _id: String, linkId: { type: String, required: true }, url: String, secret: String, createdAt: String },
      { ...options, collection: 'webhooks' },
    );
    webhookSchema.index({ linkId: 1 }, { name: 'link' });
    const deliverySchema = new Schema<DeliveryDoc>(
      {
        _id: String,
        webhookId: { type: String, required: true },
        linkId: String,
        submissionId: String,
        body: String,
        attempts: Number,
        status: String,
        lastStatusCode: { type: Number, default: null },
        lastError: { type: String, default: null },
        nextAttemptAt: { type: String, default: null },
        updatedAt: String,
        leaseUntil: { type: String, default: null },
      },
      { ...options, collection: 'webhook_deliveries' },
    );
    deliverySchema.index({ status: 1, nextAttemptAt: 1 }, { name: 'due' });
    deliverySchema.index({ webhookId: 1, updatedAt: -1 }, { name: 'webhook' });
    deliverySchema.index({ submissionId: 1 }, { name: 'submission' });
    deliverySchema.index({ linkId: 1 }, { name: 'link' });
    this.webhooks = connection.model<WebhookDoc>('webhooks', webhookSchema);
    this.deliveries = connection.model<DeliveryDoc>('webhook_deliveries', deliverySchema);
    const deliveries = this.deliveries;
    this.ready = Promise.all([
      this.webhooks
        .createCollection()
        .catch(() => undefined)
        .then(() => this.webhooks.createIndexes()),
      deliveries
        .createCollection()
        .catch(() => undefined)
        .then(() => deliveries.createIndexes()),
    ]);
    this.ready.catch(() => undefined);
  }

  static async connect(uri: string, database: string): Promise<MongoWebhookStore> {
    return new MongoWebhookStore(await connectMongo(uri, database));
  }

  /** Counted then inserted: two owners' tabs racing may pass the limit by one, which costs nothing. */
  async addWebhook(w: StoredWebhook, limit: number): Promise<boolean> {
    await this.ready;
    if ((await this.webhooks.countDocuments({ linkId: String(w.linkId) })) >= limit) return false;
    await this.webhooks.create({ _id: w.id, linkId: w.linkId, url: w.url, secret: w.secret, createdAt: w.createdAt });
    return true;
  }

  async webhooksOfLink(linkId: string): Promise<StoredWebhook[]> {
    await this.ready;
    const docs = (await this.webhooks
      .find({ linkId: String(linkId) })
      .sort({ createdAt: 1, _id: 1 })
      .lean()) as WebhookDoc[];
    return docs.map(toWebhook);
  }

  async removeWebhook(linkId: string, webhookId: string): Promise<boolean> {
    await this.ready;
    const { deletedCount } = await this.webhooks.deleteOne({ _id: String(webhookId), linkId: String(linkId) });
    if (deletedCount > 0) await this.deliveries.deleteMany({ webhookId: String(webhookId) });
    return deletedCount > 0;
  }

  async enqueue(deliveries: StoredDelivery[]): Promise<void> {
    await this.ready;
    if (deliveries.length === 0) return;
    await this.deliveries.bulkWrite(
      deliveries.map(({ id, ...rest }) => ({
        updateOne: { filter: { _id: id }, update: trusted({ $setOnInsert: { ...rest, leaseUntil: null } }), upsert: true },
      })),
      { ordered: false },
    );
  }

  /** One findOneAndUpdate per delivery: whichever replica sets the lease first holds it. */
  async claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredDelivery[]> {
    await this.ready;
    const claimed: StoredDelivery[] = [];
    // sanitizeFilter looks at each nested object: every operator object is marked trusted itself.
    const filter: Record<string, unknown> = trusted({
      status: 'pending',
      nextAttemptAt: trusted({ $lte: String(now) }),
      $or: [{ leaseUntil: null }, { leaseUntil: trusted({ $lt: String(now) }) }],
    });
    while (claimed.length < limit) {
      const doc = (await this.deliveries
        .findOneAndUpdate(filter as never, trusted({ $set: { leaseUntil: String(leaseUntil) } }), {
          sort: { nextAttemptAt: 1 },
          returnDocument: 'after',
        })
        .lean()) as DeliveryDoc | null;
      if (!doc) break;
      claimed.push(toDelivery(doc));
    }
    return claimed;
  }

  async settle(id: string, o: DeliveryOutcome): Promise<void> {
    await this.ready;
    const set = { ...o, leaseUntil: null, ...(o.status === 'pending' ? {} : { body: '' }) };
    await this.deliveries.updateOne({ _id: String(id) }, trusted({ $set: set }));
  }

  async deliveriesOf(webhookId: string, limit: number): Promise<StoredDelivery[]> {
    await this.ready;
    const docs = (await this.deliveries
      .find({ webhookId: String(webhookId) })
      .sort({ updatedAt: -1, _id: 1 })
      .limit(limit)
      .lean()) as DeliveryDoc[];
    return docs.map(toDelivery);
  }

  async eraseLink(linkId: string): Promise<void> {
    await this.ready;
    await this.deliveries.deleteMany({ linkId: String(linkId) });
    await this.webhooks.deleteMany({ linkId: String(linkId) });
  }

  async dropPending(submissionId: string): Promise<void> {
    await this.ready;
    await this.deliveries.deleteMany({ submissionId: String(submissionId), status: 'pending' });
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.connection.close();
  }
}
