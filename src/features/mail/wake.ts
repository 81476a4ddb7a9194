// Waking the mail worker right after an email is enqueued, in the same process. The worker may be
// loaded twice in one process (by scripts/serve.ts, and inside Next's bundle that enqueues), so the
// hook lives on globalThis under a registered symbol both copies share. Without a worker in this
// process (a command, a test), waking does nothing: the worker of a server process polls.
const WAKE = Symbol.for('axle.mail.wake');
type Holder = { [WAKE]?: () => void };

/** Makes `wake` the process's wake-up; answers the function that takes it back. */
export function onMailWake(wake: () => void): () => void {
  const holder = globalThis as Holder;
  holder[WAKE] = wake;
  return () => {
    if (holder[WAKE] === wake) delete holder[WAKE];
  };
}

/** Call after the transaction that enqueued an email has committed. */
export function wakeMailer(): void {
  (globalThis as Holder)[WAKE]?.();
}
