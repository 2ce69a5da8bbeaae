import { createLink } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

/** What a chat app reads from the page's HTML: the <title> and the Open Graph tags, entities decoded. */
function previewOf(html: string) {
  const decode = (text: string | undefined) =>
    text
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = (property: string) => decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
  };
}

describe('the public form page carries the pill in its HTML', () => {
  let target: Target;
  let owner: Client;
  let visitor: Client;
  const base = () => target.url;
  const hostile = `Team "retro" <script>alert('x')</script> & more`;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Ada Lovelace');
    visitor = new Client(base);
  });
  afterAll(() => target.close());

  it("serves GET /f/{code} with the pill's title and subtitle as <title> and og tags, escaped", async () => {
    const link = await createLink(owner, { title: hostile, subtitle: 'Say it "straight" <b>please</b>' });
    const page = await visitor.get(`/f/${link.shortCode}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(previewOf(page.text)).toEqual({ title: hostile, ogTitle: hostile, ogDescription: 'Say it "straight" <b>please</b>' });
    expect(page.text).toContain('content="Team &quot;retro&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"');
    expect(page.text).not.toContain("<script>alert('x')</script>");
  });

  it('uses the default sentence when the pill has no subtitle', async () => {
    const link = await createLink(owner, { title: 'Plain pill', subtitle: undefined });
    const page = await visitor.get(`/f/${link.shortCode}`);
    expect(previewOf(page.text)).toMatchObject({
      ogTitle: 'Plain pill',
      ogDescription: 'This form is for providing Ada with your open and honest feedback.',
    });
  });

  it('gives an unknown or deactivated code the generic page', async () => {
    const generic = previewOf((await visitor.get('/')).text);
    const unknown = await visitor.get('/f/nosuchcode1');
    expect(unknown.status).toBe(200);
    expect(previewOf(unknown.text)).toEqual(generic);
    expect(previewOf(unknown.text).ogTitle).toBeUndefined();

    const link = await createLink(owner, { title: 'Soon closed' });
    expect(previewOf((await visitor.get(`/f/${link.shortCode}`)).text).title).toBe('Soon closed');
    expect((await owner.patch(`/api/feedback-links/${link.id}`, { isActive: false })).status).toBe(200);
    const closed = await eventually(
      () => visitor.get(`/f/${link.shortCode}`).then((r) => previewOf(r.text)),
      (preview) => preview.title !== 'Soon closed',
    );
    expect(closed).toEqual(generic);
  });
});
