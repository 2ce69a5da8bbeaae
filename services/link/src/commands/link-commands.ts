import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { notFound } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LIMITS } from '@pill/proto/limits';
import type { LinkBody } from '@pill/proto/link';
import { link, LINK_NOT_FOUND, linkStreamId } from '../domain/link.decider';
import { newShortCode } from '../domain/short-code';
import { Links, type LinkView } from '../read-model/links';
import { QuestionResolver } from './question-resolver';

export class CreateLink extends Command<LinkView> {
  constructor(
    readonly ownerId: string,
    readonly ownerName: string | undefined,
    readonly body: LinkBody,
  ) {
    super();
  }
}
export class UpdateLink extends Command<LinkView> {
  constructor(
    readonly ownerId: string,
    readonly linkId: string,
    readonly body: LinkBody,
  ) {
    super();
  }
}
export class SetLinkActive extends Command<LinkView> {
  constructor(
    readonly ownerId: string,
    readonly linkId: string,
    readonly isActive: boolean,
  ) {
    super();
  }
}
export class DeleteLink extends Command<{ ok: true }> {
  constructor(
    readonly ownerId: string,
    readonly linkId: string,
  ) {
    super();
  }
}
export class RecordVisit extends Command<{ ok: true }> {
  constructor(
    readonly linkId: string,
    readonly count = 1,
  ) {
    super();
  }
}

/** The body's closing rules as a change: what it leaves out stays as it is. */
const closingChange = ({ maxResponses, closesAt }: LinkBody, now: Date) => ({ maxResponses, closesAt, now: now.toISOString() });

const found = (view: LinkView | undefined): LinkView => {
  if (!view) throw notFound(LINK_NOT_FOUND);
  return view;
};

@CommandHandler(CreateLink)
export class CreateLinkHandler implements ICommandHandler<CreateLink> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
    private readonly questions: QuestionResolver,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, ownerName, body }: CreateLink): Promise<LinkView> {
    const questions = await this.questions.snapshots(ownerId, body.questionIds);
    let shortCode = newShortCode();
    while (await this.links.shortCodeTaken(shortCode)) shortCode = newShortCode();
    const linkId = this.ids.newId();
    const createdAt = this.clock.now().toISOString();
    await this.streams.execute(linkStreamId(linkId), link, {
      type: 'create',
      linkId,
      ownerId,
      ownerName,
      title: body.title,
      subtitle: body.subtitle,
      shortCode,
      questions,
      createdAt,
      closing: closingChange(body, this.clock.now()),
      minResponses: body.minResponses ?? LIMITS.minResponses.absent,
    });
    return found(await this.links.get(linkId));
  }
}

@CommandHandler(UpdateLink)
export class UpdateLinkHandler implements ICommandHandler<UpdateLink> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
    private readonly questions: QuestionResolver,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId, linkId, body }: UpdateLink): Promise<LinkView> {
    const current = await this.links.get(linkId);
    if (!current || current.ownerId !== ownerId) throw notFound(LINK_NOT_FOUND);
    const questions = await this.questions.snapshots(ownerId, body.questionIds, current.questions);
    await this.streams.execute(linkStreamId(linkId), link, {
      type: 'update',
      linkId,
      ownerId,
      title: body.title,
      subtitle: body.subtitle,
      questions,
      closing: closingChange(body, this.clock.now()),
      minResponses: body.minResponses,
    });
    return found(await this.links.get(linkId));
  }
}

@CommandHandler(SetLinkActive)
export class SetLinkActiveHandler implements ICommandHandler<SetLinkActive> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
  ) {}

  async execute({ ownerId, linkId, isActive }: SetLinkActive): Promise<LinkView> {
    await this.streams.execute(linkStreamId(linkId), link, { type: 'set-active', linkId, ownerId, isActive });
    return found(await this.links.get(linkId));
  }
}

@CommandHandler(DeleteLink)
export class DeleteLinkHandler implements ICommandHandler<DeleteLink> {
  constructor(private readonly streams: EventSourcedStreams) {}

  async execute({ ownerId, linkId }: DeleteLink): Promise<{ ok: true }> {
    await this.streams.execute(linkStreamId(linkId), link, { type: 'delete', linkId, ownerId });
    return { ok: true };
  }
}

/** A public view of a link: counted, with nothing about the visitor. */
@CommandHandler(RecordVisit)
export class RecordVisitHandler implements ICommandHandler<RecordVisit> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ linkId, count }: RecordVisit): Promise<{ ok: true }> {
    found(await this.links.get(linkId));
    await this.streams.appendEvents(`link-visits-${linkId}`, 'any', [
      { type: 'link.visited', data: { linkId, visitedAt: this.clock.now().toISOString(), count } },
    ]);
    return { ok: true };
  }
}

export const LINK_COMMAND_HANDLERS = [CreateLinkHandler, UpdateLinkHandler, SetLinkActiveHandler, DeleteLinkHandler, RecordVisitHandler];
