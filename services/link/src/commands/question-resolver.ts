import { Injectable } from '@nestjs/common';
import { invalid } from '@pill/platform/errors';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { QUESTION } from '@pill/proto/messages';
import type { Question } from '@pill/proto/question';
import type { QuestionSnapshot } from '../domain/link.decider';

/** Asks the question service which questions this owner may put on a link, as they read now. */
@Injectable()
export class QuestionResolver {
  constructor(private readonly remote: RemoteCaller) {}

  visible(ownerId: string): Promise<Question[]> {
    return this.remote.call(QUESTION.listVisible, { ownerId });
  }

  /** Snapshots in the chosen order; questions already on the link may stay even if since deleted. */
  async snapshots(ownerId: string, questionIds: string[], alreadyOnLink: QuestionSnapshot[] = []): Promise<QuestionSnapshot[]> {
    const visible = new Map((await this.visible(ownerId)).map((q) => [q.id, q]));
    const kept = new Map(alreadyOnLink.map((q) => [q.questionId, q]));
    return questionIds.map((id) => {
      const q = visible.get(id);
      if (q) return { questionId: id, text: q.text, ...(q.subtext ? { subtext: q.subtext } : {}) };
      const old = kept.get(id);
      if (old) return old;
      throw invalid('Some of the chosen questions no longer exist. Please reload the page and choose again.');
    });
  }
}
