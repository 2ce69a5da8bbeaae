import type { PublicLink } from '@pill/proto/link';

/** What a chat app or social site shows for a shared `/f/{shortCode}` link. */
export type LinkPreview = { title: string; description: string };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe as element text and inside a quoted attribute: an owner's title is untrusted input. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The pill's title and subtitle, or the public form's default sentence when it has no subtitle. */
export function previewOf(link: Pick<PublicLink, 'title' | 'subtitle' | 'creatorName'>): LinkPreview {
  const subtitle = link.subtitle?.trim();
  const description = subtitle || `This form is for providing ${link.creatorName?.trim() || 'someone'} with your open and honest feedback.`;
  return { title: link.title, description };
}

/**
 * The web app's `index.html` with the pill's `<title>`, description and Open Graph tags. Only
 * meta tags are added (no script), so the content security policy is untouched; replacements go
 * through functions so a `$&` in a title is not read as a pattern.
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags =
    `<title>${title}</title>` +
    `<meta name="description" content="${description}" />` +
    `<meta property="og:type" content="website" />` +
    `<meta property="og:title" content="${title}" />` +
    `<meta property="og:description" content="${description}" />` +
    `<meta name="twitter:card" content="summary" />`;
  const withoutOwn = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  return /<title>[\s\S]*?<\/title>/i.test(withoutOwn)
    ? withoutOwn.replace(/<title>[\s\S]*?<\/title>/i, () => tags)
    : withoutOwn.replace(/<\/head>/i, () => `${tags}</head>`);
}
