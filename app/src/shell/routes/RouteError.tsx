import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from './lazyRoute';

export const NotFoundScreen = lazyScreen(() => import('../NotFoundPage'));

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The path the boundary last rendered. */
  pathname: string;
  failed: boolean;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Going to another path leaves the error page.
  static getDerivedStateFromProps(
    { pathname }: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return pathname === state.pathname ? null : { pathname, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/** A screen that failed to load (e.g. its chunk timed out) is logged and shown as the not-found page. */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary pathname={pathname}>{children}</ScreenErrorBoundary>;
}
