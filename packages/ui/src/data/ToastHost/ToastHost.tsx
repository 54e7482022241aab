import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useRentacarTheme } from '../../foundations/useRentacarTheme';

/** Toast timing of the spec (section 9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * react-toastify (its code and the stylesheet it injects when it loads) is fetched with the first
 * toast, not with the first paint: most visits never show one. Toasts raised before its container
 * has mounted wait in react-toastify's own queue and appear once it has.
 */
const loadToastify = () => import('react-toastify');
const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

let toastRequested = false;
const toastRequestListeners = new Set<() => void>();

function subscribeToToastRequest(listener: () => void) {
  toastRequestListeners.add(listener);
  return () => toastRequestListeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string, action?: ReactNode) {
  if (!toastRequested) {
    toastRequested = true;
    toastRequestListeners.forEach((listener) => listener());
  }
  const content = action ? (
    <>
      {message} {action}
    </>
  ) : (
    message
  );
  void loadToastify().then(({ toast }) => toast[kind](content));
}

/**
 * Renders the app's toasts: top-right, no close button, closing after 3000 ms. Mount it once near
 * the root; it renders nothing until the first toast is raised.
 */
export function ToastHost() {
  const { colors } = useRentacarTheme();
  const needed = useSyncExternalStore(
    subscribeToToastRequest,
    () => toastRequested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeButton={false}
        newestOnTop
        pauseOnFocusLoss={false}
        // react-toastify's grey (#757575) passes 4.5:1 on white only just, and not while a toast
        // fades in or out over the page; the theme's text colour passes at any opacity axe meets.
        toastStyle={{ color: colors.text }}
      />
    </Suspense>
  );
}

/**
 * Success and error toasts (shown by the mounted `ToastHost`). `action` follows the message, e.g.
 * a link to what was just created; the toast pauses while the pointer is on it.
 */
export const notify = {
  success: (message: string, action?: ReactNode) => show('success', message, action),
  error: (message: string, action?: ReactNode) => show('error', message, action),
};
