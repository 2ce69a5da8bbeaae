/**
 * @jest-environment jsdom
 */
import { escapeHtml, previewOf, withLinkPreview } from './link-preview';

const INDEX = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Pill: anonymous feedback links." />',
  '<title>Pill - Anonymous Feedback</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('\n');

/** The head as a browser parses it, so escaping is checked the way it matters. */
function head(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
  return {
    title: doc.title,
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    description: meta('meta[name="description"]'),
    descriptions: doc.head.querySelectorAll('meta[name="description"]').length,
    titles: doc.querySelectorAll('title').length,
    scripts: Array.from(doc.querySelectorAll('script'), (s) => s.outerHTML),
  };
}

describe('link preview tags', () => {
  it("puts the pill's title and subtitle in <title>, the description and Open Graph tags", () => {
    const html = withLinkPreview(INDEX, previewOf({ title: 'Team Retro', subtitle: ' How did Q3 go? ', creatorName: 'Ada' }));
    expect(head(html)).toMatchObject({
      title: 'Team Retro',
      ogTitle: 'Team Retro',
      ogDescription: 'How did Q3 go?',
      description: 'How did Q3 go?',
      descriptions: 1,
      titles: 1,
    });
  });

  it('uses the form’s default sentence when the pill has no subtitle', () => {
    expect(previewOf({ title: 'T', creatorName: 'Ada' }).description).toBe(
      'This form is for providing Ada with your open and honest feedback.',
    );
    expect(previewOf({ title: 'T', subtitle: '  ' }).description).toBe(
      'This form is for providing someone with your open and honest feedback.',
    );
  });

  it('keeps a hostile title as text: no new element, attribute or script, and the quotes intact', () => {
    const title = `"><script>alert(1)</script><meta property="og:title" content='x' & </title>`;
    const html = withLinkPreview(INDEX, { title, description: `It's "fine" <b>really</b>` });
    const parsed = head(html);
    expect(parsed).toMatchObject({ title, ogTitle: title, ogDescription: `It's "fine" <b>really</b>`, titles: 1 });
    expect(parsed.scripts).toEqual(['<script type="module" src="/assets/index.js"></script>']);
    expect(html).not.toContain('<script>alert');
  });

  it('reads "$&" and "$1" in a title literally', () => {
    const html = withLinkPreview(INDEX, { title: 'Pay $& and $1 $$', description: 'd' });
    expect(head(html).title).toBe('Pay $& and $1 $$');
  });

  it('adds the tags before </head> when the page has no <title>', () => {
    const html = withLinkPreview('<html><head></head><body></body></html>', { title: 'Solo', description: 'd' });
    expect(head(html)).toMatchObject({ title: 'Solo', ogTitle: 'Solo' });
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});
