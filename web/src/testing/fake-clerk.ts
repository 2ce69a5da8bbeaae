import { forgetClerk } from '../lib/clerk-loader';

/**
 * A stand-in for Clerk's browser SDK. Specs replace the scripts Clerk serves where they are
 * fetched, so the real loader and the real `clerk-browser` module run against it:
 *
 *   jest.mock('<path>/lib/clerk-scripts', () => jest.requireActual('<path>/testing/fake-clerk'));
 */
export const fakeClerk = {
  load: jest.fn(),
  loaded: true,
  status: 'ready',
  client: {} as object | null,
  __internal_environment: { displayConfig: { id: 'display_config_1' } },
  session: null as object | null,
  /** Clerk's listeners, called with `emit`. */
  addListener: jest.fn((listener: (resources: { session?: object | null }) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }),
  mountSignIn: jest.fn(),
  unmountSignIn: jest.fn(),
  mountSignUp: jest.fn(),
  unmountSignUp: jest.fn(),
  signOut: jest.fn(),
};

const listeners = new Set<(resources: { session?: object | null }) => void>();

export const FakeClerkUI = class {};

/** The mocked `clerk-scripts` export: each call is one load of Clerk's scripts, for that key. */
export const loadClerkScripts = jest.fn(async (_publishableKey: string) => ({ clerk: fakeClerk, ClerkUI: FakeClerkUI }));

/** Clerk's session changed: tells every listener, as Clerk does. */
export function emit(session: object | null): void {
  fakeClerk.session = session;
  for (const listener of [...listeners]) listener({ session });
}

/** A new page: Clerk not loaded yet, reachable, configured, with the given session. Clears every mock's calls. */
export function resetFakeClerk(session: object | null = null): void {
  jest.clearAllMocks();
  forgetClerk();
  listeners.clear();
  fakeClerk.load.mockResolvedValue(undefined);
  fakeClerk.signOut.mockResolvedValue(undefined);
  fakeClerk.client = {};
  fakeClerk.__internal_environment.displayConfig.id = 'display_config_1';
  fakeClerk.session = session;
}
