import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '@pill/platform/errors';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_WAIT_MS, untilProjected } from '@pill/platform/projection/until-projected';
import type { LinkEvent } from '@pill/proto/events';

export const LINK_NOT_FOUND = 'Feedback link not found';

/** Who owns a link, from its events; a deleted link keeps a marker so it is refused without waiting. */
export interface LinkOwner {
  linkId: string;
  ownerId: string;
  deleted?: true;
  /** The link's anonymity threshold; absent in documents folded before thresholds existed (1). */
  minResponses?: number;
}

export function evolveLinkOwner(current: LinkOwner | undefined, event: LinkEvent): LinkOwner | null {
  const { type, data } = event;
  if (type === 'link.created') return { linkId: data.linkId, ownerId: data.ownerId, minResponses: data.minResponses };
  if (type === 'link.updated' && current) return { ...current, minResponses: data.minResponses };
  if (type === 'link.deleted' && current) return { ...current, deleted: true };
  return current ?? null;
}

/** This service's own answer to "does this owner own this link?": no call to the link service. */
@Injectable()
export class LinkOwners {
  private readonly owners: ProjectionCollection<LinkOwner>;
  /** How long a link this service has not heard of yet is awaited before it answers "not found". */
  waitMs = PROJECTION_WAIT_MS;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.owners = store.collection<LinkOwner>({ name: 'link-owners', indexes: { linkId: (l) => l.linkId } });
  }

  async apply(event: ReceivedEvent<LinkEvent['type']>): Promise<void> {
    if (event.type === 'link.activation-changed') return;
    await this.owners.apply(event.streamId, event.streamVersion, (current) => evolveLinkOwner(current, event));
  }

  /** The link as last heard of, without waiting for it. */
  async find(linkId: string): Promise<LinkOwner | undefined> {
    return (await this.owners.findBy('linkId', linkId))[0]?.data;
  }

  /** The owner's link; another owner's link, a deleted one or one never heard of answers 404, like the link service. */
  async requireOwned(linkId: string, ownerId: string): Promise<LinkOwner> {
    const read = async () => (await this.owners.findBy('linkId', linkId))[0]?.data;
    const link = await untilProjected(read, (found) => found !== undefined, this.waitMs);
    if (!link || link.deleted || link.ownerId !== ownerId) throw notFound(LINK_NOT_FOUND);
    return link;
  }
}
