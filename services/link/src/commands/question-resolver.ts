import { Injectable } from '@nestjs/common';
import { invalid } from '@pill/platform/errors';
import { PROJECTION_WAIT_MS, untilProjected } from '@pill/platform/projection/until-projected';
import type { QuestionSnapshot } from '../domain/link.decider';
import { QuestionLibrary } from '../read-model/question-library';

/** Which questions this owner may put on a link, as they read now: from this service's projection of question events. */
@Injectable()
export class QuestionResolver {
  /** How long a choice this projection does not know yet is awaited before it is refused. */
  waitMs = PROJECTION_WAIT_MS;

  constructor(private readonly library: QuestionLibrary) {}

  /** Snapshots in the chosen order; questions already on the link may stay even if since deleted. */
  async snapshots(ownerId: string, questionIds: string[], alreadyOnLink: QuestionSnapshot[] = []): Promise<QuestionSnapshot[]> {
    const kept = new Map(alreadyOnLink.map((q) => [q.questionId, q]));
    // A question written a moment ago may not have reached this projection yet.
    const read = async () => new Map((await this.library.visible(ownerId)).map((q) => [q.id, q]));
    const visible = await untilProjected(read, (found) => questionIds.every((id) => found.has(id) || kept.has(id)), this.waitMs);
    return questionIds.map((id) => {
      const q = visible.get(id);
      if (q) return { questionId: id, text: q.text, ...(q.subtext ? { subtext: q.subtext } : {}) };
      const old = kept.get(id);
      if (old) return old;
      throw invalid('Some of the chosen questions no longer exist. Please reload the page and choose again.');
    });
  }
}
