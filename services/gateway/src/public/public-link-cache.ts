import { Injectable } from '@nestjs/common';
import type { PublicLink } from '@pill/proto/link';

export type RoutedPublicLink = PublicLink & { linkId: string; ownerId: string; maxResponses?: number; closesAt?: string };

/**
 * Public link views held in memory for a minute, evicted at once when the link or its owner's
 * questions change (the gateway listens to those events). Only found links are cached.
 */
@Injectable()
export class PublicLinkCache {
  private readonly entries = new Map<string, { link: RoutedPublicLink; until: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(shortCode: string, load: () => Promise<RoutedPublicLink>, now = Date.now()): Promise<RoutedPublicLink> {
    const hit = this.entries.get(shortCode);
    if (hit && hit.until > now) return hit.link;
    const link = await load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(shortCode, { link, until: now + this.ttlMs });
    return link;
  }

  evictLink(linkId: string): void {
    for (const [code, e] of this.entries) if (e.link.linkId === linkId) this.entries.delete(code);
  }

  evictAll(): void {
    this.entries.clear();
  }

  evictOwner(ownerId: string): void {
    for (const [code, e] of this.entries) if (e.link.ownerId === ownerId) this.entries.delete(code);
  }
}
