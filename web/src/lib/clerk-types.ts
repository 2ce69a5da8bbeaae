/**
 * The part of Clerk's browser SDK (`window.Clerk`, clerk-js 6) this app uses. Clerk serves the SDK
 * itself, so its types are declared here rather than installed with it.
 */
type RedirectProps = {
  signInUrl?: string;
  signUpUrl?: string;
  forceRedirectUrl?: string;
  signUpForceRedirectUrl?: string;
  signInForceRedirectUrl?: string;
  oauthFlow?: 'redirect' | 'popup' | 'auto';
};

export interface Clerk {
  load(options: Record<string, unknown>): Promise<void>;
  readonly loaded: boolean;
  readonly status: string;
  readonly client: object | null | undefined;
  readonly session: object | null | undefined;
  readonly __internal_environment?: { displayConfig?: { id?: string } } | null;
  addListener(listener: (resources: { session?: object | null }) => void): () => void;
  mountSignIn(node: HTMLDivElement, props?: RedirectProps): void;
  unmountSignIn(node: HTMLDivElement): void;
  mountSignUp(node: HTMLDivElement, props?: RedirectProps): void;
  unmountSignUp(node: HTMLDivElement): void;
  signOut(callback?: () => Promise<unknown> | void): Promise<void>;
}
