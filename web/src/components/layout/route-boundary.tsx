import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// The error screen is rarely needed, so it is a chunk of its own.
const RouteError = lazy(() => import('./route-error'));

type State = { error: unknown };

class Boundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(): void {
    // Shown to the person instead; nothing to log from the browser.
  }

  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/** Route-level error boundary, reset whenever the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
