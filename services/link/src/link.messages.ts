import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { HandleEvent, HandleMessage } from '@pill/platform/nest/handlers';
import { notFound } from '@pill/platform/errors';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { AccountEvent, LinkEvent, QuestionEvent } from '@pill/proto/events';
import { answer } from '@pill/platform/transport/rpc';
import { LINK } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { EraseOwnerLinks } from './commands/erase-owner-links';
import { CreateLink, DeleteLink, RecordVisit, SetLinkActive, UpdateLink } from './commands/link-commands';
import { LINK_NOT_FOUND } from './domain/link.decider';
import { ownerCard, ownerDetail, publicView } from './read-model/link-views';
import { Links } from './read-model/links';
import { QuestionLibrary } from './read-model/question-library';

const PUBLIC_NOT_FOUND = "This feedback link doesn't exist or has been deactivated.";

@Controller()
export class LinkMessages {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: Links,
    private readonly questions: QuestionLibrary,
  ) {}

  @HandleMessage(LINK.create.pattern)
  create(@Payload() raw: unknown) {
    return answer(LINK.create, raw, async (p) => ownerCard(await this.commands.execute(new CreateLink(p.ownerId, p.ownerName, p.link))));
  }

  @HandleMessage(LINK.update.pattern)
  update(@Payload() raw: unknown) {
    return answer(LINK.update, raw, async (p) => ownerCard(await this.commands.execute(new UpdateLink(p.ownerId, p.linkId, p.link))));
  }

  @HandleMessage(LINK.setActive.pattern)
  setActive(@Payload() raw: unknown) {
    return answer(LINK.setActive, raw, async (p) =>
      ownerCard(await this.commands.execute(new SetLinkActive(p.ownerId, p.linkId, p.change.isActive))),
    );
  }

  @HandleMessage(LINK.delete.pattern)
  delete(@Payload() raw: unknown) {
    return answer(LINK.delete, raw, (p) => this.commands.execute(new DeleteLink(p.ownerId, p.linkId)));
  }

  @HandleMessage(LINK.recordVisit.pattern)
  recordVisit(@Payload() raw: unknown) {
    return answer(LINK.recordVisit, raw, (p) => this.commands.execute(new RecordVisit(p.linkId, p.count)));
  }

  @HandleMessage(LINK.list.pattern)
  list(@Payload() raw: unknown) {
    return answer(LINK.list, raw, async ({ ownerId }) => (await this.links.ownedBy(ownerId)).map(ownerCard));
  }

  @HandleMessage(LINK.get.pattern)
  get(@Payload() raw: unknown) {
    return answer(LINK.get, raw, async ({ ownerId, linkId }) => {
      const view = await this.links.get(linkId);
      if (!view || view.ownerId !== ownerId) throw notFound(LINK_NOT_FOUND);
      const [library, texts] = await Promise.all([this.questions.visible(ownerId), this.links.questionTextsOf(ownerId)]);
      return ownerDetail(view, library, texts);
    });
  }

  @HandleMessage(LINK.getPublic.pattern)
  getPublic(@Payload() raw: unknown) {
    return answer(LINK.getPublic, raw, async ({ shortCode }) => {
      const view = await this.links.findByShortCode(shortCode);
      if (!view || !view.isActive) throw notFound(PUBLIC_NOT_FOUND);
      return publicView(view, await this.links.questionTextsOf(view.ownerId));
    });
  }

  @HandleEvent(TOPICS.link)
  onLinkEvent(@Payload() event: ReceivedEvent<LinkEvent['type']>) {
    return this.links.apply(event);
  }

  /** A deleted account takes its links with it; each link's deletion erases its answers and analyses downstream. */
  @HandleEvent(TOPICS.account)
  async onAccountEvent(@Payload() event: ReceivedEvent<AccountEvent['type']>) {
    if (event.type === 'account.deleted') await this.commands.execute(new EraseOwnerLinks(event.data.ownerId));
  }

  @HandleEvent(TOPICS.question)
  async onQuestionEvent(@Payload() event: ReceivedEvent<QuestionEvent['type']>) {
    await this.questions.apply(event);
    await this.links.apply(event);
  }
}
