import { Inject, Injectable } from '@nestjs/common';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { ThreadSummary } from '@pill/proto/conversation';
import { submissionStreamId } from '../domain/submission.decider';
import { evolveConversation, threadSummary, type ConversationDocument, type ReceiptEntry } from './conversation-documents';

/**
 * Read model: each submission's conversation, found by a receipt code's hash (the respondent) or
 * by submission id (its owner). One document per submission stream, in the projection store.
 */
@Injectable()
export class Conversations {
  private readonly conversations: ProjectionCollection<ConversationDocument>;
  private readonly receipts: ProjectionCollection<ReceiptEntry>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.conversations = store.collection<ConversationDocument>({ name: 'conversations', indexes: { linkId: (c) => c.linkId } });
    this.receipts = store.collection<ReceiptEntry>({ name: 'receipt-codes' });
  }

  async apply(event: ReceivedEvent): Promise<void> {
    if (!event.streamId.startsWith(submissionStreamId(''))) return;
    // The lookup entry first, so a crash in between is mended by the redelivery; it is read only through its conversation.
    if (event.type === 'submission.receipt-issued' || event.type === 'submission.received') {
      const { codeHash, submissionId } = event.data;
      if (codeHash) await this.receipts.put(codeHash, { submissionId });
    }
    await this.conversations.apply(event.streamId, event.streamVersion, (current) => evolveConversation(current, event));
  }

  /** Undefined for an unknown code, and once the submission is erased. */
  async byReceipt(codeHash: string): Promise<ConversationDocument | undefined> {
    const entry = await this.receipts.get(codeHash);
    return entry ? this.conversations.get(submissionStreamId(entry.submissionId)) : undefined;
  }

  /** Another owner's submission reads as missing. */
  async ofOwner(ownerId: string, submissionId: string): Promise<ConversationDocument | undefined> {
    const doc = await this.conversations.get(submissionStreamId(submissionId));
    return doc?.ownerId === ownerId ? doc : undefined;
  }

  /** The link's threads with at least one message, the latest first. */
  async threadsOfLink(ownerId: string, linkId: string): Promise<ThreadSummary[]> {
    const docs = (await this.conversations.findBy('linkId', linkId)).map((d) => d.data);
    return docs
      .filter((d) => d.ownerId === ownerId && d.messages.length > 0)
      .map(threadSummary)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  }
}
