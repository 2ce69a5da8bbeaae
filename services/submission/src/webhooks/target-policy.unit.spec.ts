import { HTTPS_ONLY, isPublicAddress, pinTarget, PRIVATE_TARGET, refusalOfUrl, type Resolver } from './target-policy';

const strict = { allowPrivate: false, production: true };
const development = { allowPrivate: false, production: false };
const allowed = { allowPrivate: true, production: true };

describe('webhook targets (SSRF)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fd00::/8'],
    ['fe80::1', 'IPv6 link-local fe80::/10'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    const host = address.includes(':') ? `[${address}]` : address;
    expect(refusalOfUrl(`https://${host}/hook`, strict)).toBe(PRIVATE_TARGET);
  });

  it.each(['93.184.215.14', '2606:4700::6810:84e5', '::ffff:93.184.215.14'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses localhost names and http in production', () => {
    expect(refusalOfUrl('https://localhost:8080/hook', strict)).toBe(PRIVATE_TARGET);
    expect(refusalOfUrl('https://api.localhost/hook', strict)).toBe(PRIVATE_TARGET);
    expect(refusalOfUrl('http://example.com/hook', strict)).toBe(HTTPS_ONLY);
    expect(refusalOfUrl('ftp://example.com/hook', development)).toBe(HTTPS_ONLY);
    expect(refusalOfUrl('https://example.com/hook', strict)).toBeUndefined();
  });

  it('takes http outside production, and private targets only when WEBHOOK_ALLOW_PRIVATE_TARGETS is on', () => {
    expect(refusalOfUrl('http://example.com/hook', development)).toBeUndefined();
    expect(refusalOfUrl('http://127.0.0.1:9000/hook', development)).toBe(PRIVATE_TARGET);
    expect(refusalOfUrl('http://127.0.0.1:9000/hook', allowed)).toBeUndefined();
  });

  describe('after DNS resolution', () => {
    const resolving =
      (...addresses: string[]): Resolver =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

    it('refuses a name that resolves to a loopback address', async () => {
      await expect(pinTarget(new URL('https://evil.example/hook'), resolving('127.0.0.1'), strict)).rejects.toThrow(PRIVATE_TARGET);
    });

    it('refuses a name with any private address among public ones', async () => {
      const resolver = resolving('93.184.215.14', 'fd00::1');
      await expect(pinTarget(new URL('https://mixed.example/hook'), resolver, strict)).rejects.toThrow(PRIVATE_TARGET);
    });

    it('pins the address it checked, and asks DNS nothing for an address literal', async () => {
      const resolver = jest.fn(resolving('93.184.215.14'));
      await expect(pinTarget(new URL('https://good.example/hook'), resolver, strict)).resolves.toEqual({
        address: '93.184.215.14',
        family: 4,
      });
      await expect(pinTarget(new URL('https://[2606:4700::1]/hook'), resolver, strict)).resolves.toEqual({
        address: '2606:4700::1',
        family: 6,
      });
      expect(resolver).toHaveBeenCalledTimes(1);
    });

    it('lets a name resolve to loopback when private targets are allowed', async () => {
      await expect(pinTarget(new URL('http://receiver.test/hook'), resolving('127.0.0.1'), allowed)).resolves.toMatchObject({
        address: '127.0.0.1',
      });
    });
  });
});
