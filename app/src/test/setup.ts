import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { reset, server } from '@rentacar/mocks/node';

// Route modules load lazily; their first transform in a cold test run can take a few seconds.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no modal <dialog>; the confirmation dialogs only need open/close to toggle `open`.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
// jsdom does not lay out or scroll; the router's scroll-to-top only needs the call to exist.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => reset());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
});
afterAll(() => server.close());
