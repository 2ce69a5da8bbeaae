import { frontendApiOf, loadClerkScripts } from './clerk-scripts';

const keyFor = (host: string) => `pk_live_${btoa(`${host}$`)}`;
type ClerkWindow = Window & { Clerk?: unknown; __internal_ClerkUICtor?: unknown };
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as ClerkWindow).Clerk;
  delete (window as ClerkWindow).__internal_ClerkUICtor;
});

describe("Clerk's scripts", () => {
  it('reads the Frontend API host from the publishable key and refuses keys that name none', () => {
    expect(frontendApiOf(keyFor('clerk.pill.example'))).toBe('clerk.pill.example');
    expect(frontendApiOf('pk_test_bm90IGEga2V5')).toBeUndefined();
    expect(frontendApiOf(keyFor('evil.example/x.js?'))).toBeUndefined();
    expect(frontendApiOf('sk_live_secret')).toBeUndefined();
  });

  it("loads the SDK and its forms from the instance's Frontend API, as Clerk's own SDKs do", async () => {
    const key = keyFor('clerk.pill.example');
    const loading = loadClerkScripts(key);
    const [sdk, forms] = scripts();
    expect(sdk.src).toBe('https://clerk.pill.example/npm/@clerk/clerk-js@6/dist/clerk.browser.js');
    expect(sdk.getAttribute('data-clerk-publishable-key')).toBe(key);
    expect(sdk.crossOrigin).toBe('anonymous');
    expect(forms.src).toBe('https://clerk.pill.example/npm/@clerk/ui@1/dist/ui.browser.js');
    const clerk = { load: jest.fn() };
    const ClerkUI = class {};
    (window as ClerkWindow).Clerk = clerk;
    sdk.dispatchEvent(new Event('load'));
    (window as ClerkWindow).__internal_ClerkUICtor = ClerkUI;
    forms.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ clerk, ClerkUI });
  });

  it('fails, and leaves no script behind, when Clerk cannot be reached', async () => {
    const loading = loadClerkScripts(keyFor('clerk.pill.example'));
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      'Could not load Clerk from https://clerk.pill.example/npm/@clerk/clerk-js@6/dist/clerk.browser.js',
    );
    expect(scripts().map((s) => s.src)).not.toContain('https://clerk.pill.example/npm/@clerk/clerk-js@6/dist/clerk.browser.js');
  });

  it('fails at once on a key that names no Frontend API, fetching nothing', async () => {
    await expect(loadClerkScripts('pk_test_bm90IGEga2V5')).rejects.toThrow('publishable key');
    expect(scripts()).toHaveLength(0);
  });
});
