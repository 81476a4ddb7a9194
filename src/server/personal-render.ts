// Whether the answer to a request was drawn for one shopper. The page cache (features/page-cache)
// gives a signed-in shopper the same copy of a catalogue page as anyone else, because those pages do
// not draw the shopper; a page that does (the account area, checkout, sign-in, the admin) says so by
// reading the session (account/session.ts calls `markPersonal('session')`), and so does a page opened
// by a secret link (an order's page, a password reset, the newsletter's links: `markPersonal('link')`),
// whose state must show at once; such an answer is never kept.
//
// The mark travels with the request through Node's AsyncLocalStorage: our server wraps Next's
// handler in `answerRequest`, and everything the render does runs inside that call. The store is
// kept on globalThis because this module is loaded twice, once by our server (through tsx) and once
// inside Next's server bundle, and both must see the same one.
//
// Fail safe: a session read outside any request's store (it should not happen under our server; it
// does under `next start` and in tests, where there is no page cache) is remembered for the whole
// process, and from then on no answer to a request that carried a session is kept.
import { AsyncLocalStorage } from 'node:async_hooks';

export type Answer = { personal: boolean };

type Shared = { requests: AsyncLocalStorage<Answer>; sessionReadOutside: boolean };
const KEY = Symbol.for('axle.personal-render');
const shared: Shared = ((globalThis as { [KEY]?: Shared })[KEY] ??= {
  requests: new AsyncLocalStorage<Answer>(),
  sessionReadOutside: false,
});

/** Runs `handle` with a fresh mark for this request's answer; the mark is read once the answer is sent. */
export function answerRequest<T>(handle: () => T): { answer: Answer; result: T } {
  const answer: Answer = { personal: false };
  return { answer, result: shared.requests.run(answer, handle) };
}

/** Called where the shopper's session (or a page's secret link) is read: this request's answer is theirs alone. */
export function markPersonal(reason: 'session' | 'link'): void {
  const answer = shared.requests.getStore();
  if (answer) answer.personal = true;
  else if (reason === 'session') shared.sessionReadOutside = true;
}

/** Whether an answer may be given to another shopper, as far as the shopper's session goes. */
export const drawnForAnyone = (answer: Answer, requestHadSession: boolean) =>
  !answer.personal && !(requestHadSession && shared.sessionReadOutside);
