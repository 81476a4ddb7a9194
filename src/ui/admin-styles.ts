// The back office's form classes (input, label, buttons), shared by its server and client
// components and by the features whose forms the admin shows (settings, the mail outbox). UI kit: no
// shop knowledge.
export const adminInput =
  'h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink focus:border-ink/50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30';
export const adminLabel = 'mb-1 block text-xs font-medium tracking-wide text-muted uppercase';
export const adminButton =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
export const adminSecondaryButton =
  'inline-flex h-10 items-center justify-center rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:border-ink/40 disabled:opacity-60';
