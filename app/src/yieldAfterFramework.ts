/**
 * Resolves in a task of its own: the browser may paint and handle input before the code after the
 * `await` runs (Total Blocking Time counts each task's excess over 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imported by `main.tsx` after the framework (React, react-dom, react-router, the API client) and
 * before the app, so the two are evaluated in separate tasks. Evaluated whole, the initial bundle
 * (rehydrating the server's styles into styled-components' sheet, defining every shell component,
 * react-dom's own set-up) is one task well over 50 ms at Lighthouse's 4x CPU slowdown, and its
 * excess counts whole in Total Blocking Time. Split, each half stays near the limit and the
 * browser can paint or handle input in between (figures: docs/page-start.md).
 *
 * The bundler concatenates the initial modules into one chunk, where this top-level `await`
 * holds back every module after it; as separate native modules (the dev server), only `main.tsx`
 * waits, which is harmless.
 */
await nextTask();
