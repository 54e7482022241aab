import { toast, ToastContainer } from 'react-toastify';

/** Toast timing of the spec (section 9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * Renders the app's toasts: top-right, no close button, closing after 3000 ms. Mount it once near
 * the root. react-toastify 11 injects its own stylesheet when it loads, so no CSS import is needed
 * in the app or in the library build.
 */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeButton={false}
      newestOnTop
      pauseOnFocusLoss={false}
    />
  );
}

/** Success and error toasts (shown by the mounted `ToastHost`). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
