import { Inject, Injectable } from '@nestjs/common';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { ThreadSummary } from '@pill/proto/conversation';
import { submissionStreamId } from '../domain/submission.decider';
import { conversationOf, threadSummary, type ConversationDocument, type ReceiptEntry } from './conversation-documents';
import { Submissions } from './submissions';

/**
 * Read model: each submission's conversation, found by a receipt code's hash (the respondent) or
 * by submission id (its owner). The thread lives in the submission's own document (Submissions),
 * so a submit folds into one document; only the receipt lookup is kept here.
 */
@Injectable()
export class Conversations {
  private readonly receipts: ProjectionCollection<ReceiptEntry>;

  constructor(
    @Inject(PROJECTION_STORE) store: ProjectionStore,
    private readonly submissions: Submissions,
  ) {
    this.receipts = store.collection<ReceiptEntry>({ name: 'receipt-codes' });
  }

  /** Only receipts: the thread is folded by Submissions with the rest of the submission. */
  async apply(event: ReceivedEvent): Promise<void> {
    if (!event.streamId.startsWith(submissionStreamId(''))) return;
    if (event.type === 'submission.receipt-issued' || event.type === 'submission.received') {
      const { codeHash, submissionId } = event.data;
      if (codeHash) await this.receipts.put(codeHash, { submissionId });
    }
  }

  /** Undefined for an unknown code, and once the submission is erased. */
  async byReceipt(codeHash: string): Promise<ConversationDocument | undefined> {
    const entry = await this.receipts.get(codeHash);
    const doc = entry && (await this.submissions.document(entry.submissionId));
    return doc ? conversationOf(doc) : undefined;
  }

  /** Another owner's submission reads as missing. */
  async ofOwner(ownerId: string, submissionId: string): Promise<ConversationDocument | undefined> {
    const doc = await this.submissions.document(submissionId);
    return doc?.ownerId === ownerId ? conversationOf(doc) : undefined;
  }

  /** The link's threads with at least one message, the latest first. */
  async threadsOfLink(ownerId: string, linkId: string): Promise<ThreadSummary[]> {
    const docs = (await this.submissions.documentsOf(linkId)).map(conversationOf);
    return docs
      .filter((d) => d.ownerId === ownerId && d.messages.length > 0)
      .map(threadSummary)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  }
}
