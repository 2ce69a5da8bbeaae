import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { ResponsesPage } from '@pill/proto/submission';
import { submissionStreamId } from '../domain/submission.decider';
import type { ThresholdOf } from '../domain/threshold';
import { answeredSubmissions, pageOfResponses, type PageRequest } from './response-pages';
import { evolveSubmission, type DeletedLink, type ResponseEntry, type SubmissionDocument } from './submission-documents';

const isSubmissionStream = (streamId: string) => streamId.startsWith(submissionStreamId(''));

/**
 * Read model: answers per link for their owner, and which links are gone. Lives in the projection
 * store (one document per submission stream), so any replica serves it and it outlives the bus's
 * retention.
 */
@Injectable()
export class Submissions {
  private readonly submissions: ProjectionCollection<SubmissionDocument>;
  private readonly responses: ProjectionCollection<ResponseEntry>;
  private readonly deletedLinks: ProjectionCollection<DeletedLink>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.submissions = store.collection<SubmissionDocument>({ name: 'submissions', indexes: { linkId: (s) => s.linkId } });
    this.responses = store.collection<ResponseEntry>({ name: 'response-submissions' });
    this.deletedLinks = store.collection<DeletedLink>({ name: 'deleted-links' });
  }

  /** Folds every event of a submission stream, and marks a deleted link; other link events are not read here. */
  async apply(event: ReceivedEvent): Promise<void> {
    if (event.type === 'link.deleted') {
      const { linkId } = event.data;
      return this.deletedLinks.put(linkId, { linkId });
    }
    if (!isSubmissionStream(event.streamId)) return;
    if (event.type === 'submission.received' && (await this.submissions.version(event.streamId)) < event.streamVersion) {
      // Before the submission itself, so a crash in between is mended by the redelivery; an entry is read only through its submission.
      const { submissionId, responses } = event.data;
      await Promise.all(responses.map((r) => this.responses.put(r.responseId, { submissionId })));
    }
    await this.submissions.apply(event.streamId, event.streamVersion, (current) => evolveSubmission(current, event));
  }

  async isLinkDeleted(linkId: string): Promise<boolean> {
    return (await this.deletedLinks.get(linkId)) !== undefined;
  }

  async submissionIdsOfLink(linkId: string): Promise<string[]> {
    return (await this.submissions.findBy('linkId', linkId)).map((s) => s.data.id);
  }

  /** Undefined once the response was deleted or its submission erased. */
  async submissionOfResponse(responseId: string): Promise<string | undefined> {
    const entry = await this.responses.get(responseId);
    if (!entry) return undefined;
    const submission = await this.submissions.get(submissionStreamId(entry.submissionId));
    return submission?.responses.some((r) => r.responseId === responseId) ? entry.submissionId : undefined;
  }

  async linkOfSubmission(submissionId: string): Promise<{ linkId: string } | undefined> {
    const submission = await this.submissions.get(submissionStreamId(submissionId));
    return submission && { linkId: submission.linkId };
  }

  /**
   * One page of the link's answers, newest hour first; the owner id must match, so another owner's
   * link reads as empty, and so does a link below its threshold (every reader of answers reads here).
   */
  async responsesPage(link: { linkId: string; ownerId: string } & ThresholdOf, request: PageRequest): Promise<ResponsesPage> {
    return pageOfResponses(await this.documentsOf(link.linkId), link.ownerId, request, link);
  }

  /** How many of the link's submissions still hold an answer: what its threshold counts. */
  async answeredSubmissionCount(linkId: string, ownerId: string): Promise<number> {
    return answeredSubmissions(await this.documentsOf(linkId), ownerId);
  }

  async document(submissionId: string): Promise<SubmissionDocument | undefined> {
    return this.submissions.get(submissionStreamId(submissionId));
  }

  async documentsOf(linkId: string): Promise<SubmissionDocument[]> {
    return (await this.submissions.findBy('linkId', linkId)).map((s) => s.data);
  }
}
