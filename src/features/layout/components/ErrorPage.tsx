// The page a shopper sees when the server could not render what they asked for (a database that
// stopped answering, a bug): what happened in plain words, "Try again" (the error boundary's retry:
// the segment is fetched and rendered again, so the page comes back once the database does), the
// way home, and the error's reference, the digest the server log names it by (never its message or
// stack). The same look as the Page Not Found block (content/components/pages/NotFoundView.tsx).
// Rendered by the error boundaries, which are client components: app/[locale]/(shop)/error.tsx
// inside the site frame, app/[locale]/error.tsx when the frame itself failed and
// app/global-error.tsx when even the root layout did; the last two pass `standalone` for a header of
// their own. It takes its texts ready-made, because global-error.tsx has no next-intl provider.
import { LogoMark } from './LogoMark';

export type ErrorPageText = { title: string; message: string; hint: string; retry: string; home: string; reference: string | null };

export function ErrorPage({
  text,
  homeHref,
  onRetry,
  standalone = false,
}: {
  text: ErrorPageText;
  homeHref: string;
  onRetry: () => void;
  standalone?: boolean;
}) {
  const block = (
    <main className="mx-auto flex max-w-[1350px] flex-col items-center px-4 py-16 text-center sm:px-6 md:py-24" data-testid="error-page">
      <EngineWarning />
      <h1 className="mt-8 text-3xl font-semibold text-ink md:text-4xl">{text.title}</h1>
      <p className="mt-4 max-w-[520px] text-[15px] text-muted">{text.message}</p>
      <p className="mt-1 max-w-[520px] text-[15px] text-muted">{text.hint}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md bg-ink px-6 text-[15px] font-semibold text-white transition-colors hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <svg
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
            focusable={false}
            className="rtl:-scale-x-100"
          >
            <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4.5h-4.5" />
          </svg>
          {text.retry}
        </button>
        {/* A whole page load, not a client navigation: the shop starts afresh from the home page. */}
        <a
          href={homeHref}
          className="inline-flex h-11 items-center rounded-md border border-line px-6 text-[15px] font-semibold text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {text.home}
        </a>
      </div>
      {text.reference && (
        <p className="mt-10 text-[13px] text-muted" data-testid="error-reference">
          {text.reference}
        </p>
      )}
    </main>
  );
  if (!standalone) return block;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex h-16 max-w-[1350px] items-center px-4 sm:px-6 lg:h-[88px]">
          {/* The logo as the site header draws it (Logo.tsx), without next-intl's Link. */}
          <a
            href={homeHref}
            aria-label="Axle"
            className="inline-flex items-center rounded-md outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span dir="ltr" className="flex items-center gap-2.5">
              <LogoMark size={36} />
              <span aria-hidden className="logo-wordmark text-[27px] text-ink">
                AXLE
              </span>
            </span>
          </a>
        </div>
      </header>
      <div className="flex-1">{block}</div>
      <footer className="bg-[#1f2329] py-6">
        <div dir="ltr" className="mx-auto flex max-w-[1350px] items-center justify-center gap-2 px-4 opacity-80" aria-hidden>
          <LogoMark size={24} />
          <span className="text-[18px] font-black italic leading-none text-white">AXLE</span>
        </div>
      </footer>
    </div>
  );
}

/** An engine warning lamp, as a dashboard lights it, on a soft brand-red disc. */
function EngineWarning() {
  return (
    <div aria-hidden className="flex size-28 items-center justify-center rounded-full bg-brand/10 text-brand md:size-36">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable={false}
        className="size-16 md:size-20"
      >
        <path d="M9 5.5h5M11.5 5.5V8" />
        <path d="M6.5 10 8 8h7l1.5 2h2v2H20v-2h1.5v6H20v-2h-1.5v2L16 18.5H9L6.5 16H5v-2H3.5v3.5H2v-7h1.5V12H5v-2h1.5Z" />
      </svg>
    </div>
  );
}
