import { Schema, type Connection, type Model } from 'mongoose';
import { trusted } from '@pill/platform/mongo/connect';
import type { NotificationRecord, NotificationStore } from './notification-store.port';

interface NotificationDoc {
  _id: string;
  ownerId: string;
  email: string;
  mode: NotificationRecord['mode'];
  lastCount: number;
  dueAt: string;
}

const NotificationSchema = new Schema<NotificationDoc>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    email: { type: String, required: true },
    mode: { type: String, required: true },
    lastCount: { type: Number, required: true },
    dueAt: { type: String, required: true },
  },
  { versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false, collection: 'link_notifications' },
);
NotificationSchema.index({ dueAt: 1 }, { name: 'dueAt' });
NotificationSchema.index({ ownerId: 1 }, { name: 'ownerId' });

/** One row per slot claimed: `_id` is the link and the slot, so only one replica's insert succeeds. */
interface SlotClaimDoc {
  _id: string;
  linkId: string;
  dueAt: string;
}
const SlotClaimSchema = new Schema<SlotClaimDoc>(
  {
    _id: { type: String, required: true },
    linkId: { type: String, required: true },
    dueAt: { type: String, required: true },
  },
  { versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false, collection: 'link_notification_claims' },
);
SlotClaimSchema.index({ linkId: 1 }, { name: 'linkId' });
/** Claims older than this are dropped: no replica holds a record read that long ago. */
const CLAIMS_KEPT_MS = 2 * 24 * 3_600_000;

const isDuplicateKey = (error: unknown) =>
  (error as { code?: number }).code === 11000 || /E11000|duplicate key/i.test(String((error as Error)?.message));
const toRecord = (d: NotificationDoc): NotificationRecord => ({
  linkId: d._id,
  ownerId: d.ownerId,
  email: d.email,
  mode: d.mode,
  lastCount: d.lastCount,
  dueAt: d.dueAt,
});

/** Notification records beside the accounts: inserts, finds, deletes and `$set`s by `_id` (FerretDB). */
export class MongoNotificationStore implements NotificationStore {
  private readonly records: Model<NotificationDoc>;
  private readonly claims: Model<SlotClaimDoc>;

  private constructor(connection: Connection) {
    this.records = connection.model<NotificationDoc>('LinkNotification', NotificationSchema);
    this.claims = connection.model<SlotClaimDoc>('LinkNotificationClaim', SlotClaimSchema);
  }

  static async open(connection: Connection): Promise<MongoNotificationStore> {
    const store = new MongoNotificationStore(connection);
    for (const model of [store.records, store.claims]) {
      await model.createCollection().catch(() => undefined);
      await model.createIndexes();
    }
    return store;
  }

  async find(linkId: string) {
    const doc = await this.records.findOne({ _id: String(linkId) }).lean<NotificationDoc>();
    return doc ? toRecord(doc) : undefined;
  }

  async save(r: NotificationRecord) {
    const fields = { ownerId: r.ownerId, email: r.email, mode: r.mode, lastCount: r.lastCount, dueAt: r.dueAt };
    const { matchedCount } = await this.records.updateOne({ _id: String(r.linkId) }, { $set: fields });
    if (matchedCount === 1) return;
    try {
      await this.records.create({ _id: r.linkId, ...fields });
    } catch (error) {
      // Another request created it in between: this one's choice is the later one.
      if (!isDuplicateKey(error)) throw error;
      await this.records.updateOne({ _id: String(r.linkId) }, { $set: fields });
    }
  }

  async listDue(now: string, limit: number) {
    const docs = await this.records
      .find({ dueAt: trusted({ $lte: String(now) }) })
      .sort({ dueAt: 1, _id: 1 })
      .limit(limit)
      .lean<NotificationDoc[]>();
    return docs.map(toRecord);
  }

  /**
   * FerretDB 1.x applies no filtered update atomically, so the compare-and-set on the slot is an
   * insert keyed by link and slot read: the one replica whose insert succeeds moves the slot on.
   */
  async claim(linkId: string, dueAt: string, nextDueAt: string) {
    const current = await this.find(linkId);
    if (!current || current.dueAt !== dueAt) return false;
    try {
      await this.claims.create({ _id: `${linkId}|${dueAt}`, linkId, dueAt });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.records.updateOne({ _id: String(linkId) }, { $set: { dueAt: String(nextDueAt) } });
    const stale = new Date(Date.parse(dueAt) - CLAIMS_KEPT_MS).toISOString();
    await this.claims.deleteMany({ linkId: String(linkId), dueAt: trusted({ $lt: stale }) });
    return true;
  }

  async setLastCount(linkId: string, lastCount: number) {
    await this.records.updateOne({ _id: String(linkId) }, { $set: { lastCount: Number(lastCount) } });
  }

  async delete(linkId: string) {
    await this.records.deleteOne({ _id: String(linkId) });
    await this.claims.deleteMany({ linkId: String(linkId) });
  }

  async deleteOf(ownerId: string) {
    const docs = await this.records.find({ ownerId: String(ownerId) }, { _id: 1 }).lean<Array<{ _id: string }>>();
    for (const { _id } of docs) await this.delete(_id);
  }
}
