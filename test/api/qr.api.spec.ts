import QRCode from 'qrcode';
import { createLink } from './support/builders';
import { signUpOwner, type Client } from './support/http';
import { startTarget, type Target } from './support/app';

describe("a link's QR code", () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Hedy Lamarr');
  });
  afterAll(() => target.close());

  it('is an SVG image of a QR code', async () => {
    const link = await createLink(owner);
    const reply = await owner.get<string>(`/api/feedback-links/${link.id}/qr.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(reply.text).toMatch(/<path [^>]*d="M\d/);
    // The same code as one made here for the link's public URL on the address the suite calls.
    const url = `${new URL(base()).origin}/f/${link.shortCode}`;
    expect(reply.text).toBe(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  });

  it('differs between links, as their public URLs do', async () => {
    const [a, b] = [await createLink(owner), await createLink(owner)];
    const [qrA, qrB] = [await owner.get(`/api/feedback-links/${a.id}/qr.svg`), await owner.get(`/api/feedback-links/${b.id}/qr.svg`)];
    expect(qrA.text).not.toBe(qrB.text);
    expect((await owner.get(`/api/feedback-links/${a.id}/qr.svg`)).text).toBe(qrA.text);
  });

  it("answers 404 for another owner's or an unknown link", async () => {
    const link = await createLink(owner);
    const other = await signUpOwner(base, 'Someone Else');
    const theirs = await other.get(`/api/feedback-links/${link.id}/qr.svg`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: expect.any(String) });
    expect((await owner.get('/api/feedback-links/no-such-link/qr.svg')).status).toBe(404);
  });
});
