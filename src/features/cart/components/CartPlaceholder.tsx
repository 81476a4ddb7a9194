// What the cart page shows until the saved cart is read (CartView waits for the store, which the
// browser restores only after React has started: seconds on a slow phone). It has the cart's own
// shape and size, so the page does not move when the lines take its place (issue 25: the cart page
// shifted 6-7 s after load, CLS 0.17):
// - a small inline script, run as the HTML arrives, counts the saved lines (localStorage 'cart',
//   version 1, as ui/persisted.ts keeps it) and sets `data-lines` and `--cart-lines` on the box;
// - with lines, a table head, that many rows of the table's height (105 px a row from `md`, with its
//   72 px picture; 203 px on phones, a two-line name), the row of buttons (the real labels, so they
//   wrap as the real ones do) and the totals card's outline; without lines (or without the script),
//   the empty cart's box.
// Rows cannot be counted by the server: the cart lives in the browser, and a cookie holding it would
// take every shopper with a cart out of the page cache.
import { useTranslations } from 'next-intl';

/** store.ts's CART_STORAGE_KEY: a client module, whose constants a server component cannot read. */
const SAVED_CART_KEY = 'cart';

const COUNT_SAVED_LINES = `(function(box){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SAVED_CART_KEY)})||'null');var items=s&&s.version===1&&s.state&&s.state.cart&&s.state.cart.items;var n=Array.isArray(items)?items.length:0;if(n>0){box.setAttribute('data-lines','some');box.style.setProperty('--cart-lines',String(n))}}catch(e){}})(document.currentScript.parentElement)`;

/** Skeleton rows drawn inside the rows' box; more lines than this keep their height, blank. */
const DRAWN_ROWS = 6;

const bar = 'rounded bg-surface';

export function CartPlaceholder() {
  const t = useTranslations();
  return (
    <div aria-busy="true" className="group">
      <script dangerouslySetInnerHTML={{ __html: COUNT_SAVED_LINES }} />
      <div aria-hidden className="animate-pulse">
        {/* No lines: the empty cart's box (CartView's empty state). */}
        <div className="flex flex-col items-center gap-4 rounded-md border border-line px-6 py-16 group-data-[lines=some]:hidden">
          <span className="size-16 rounded-full bg-surface" />
          <span className={`h-7 w-48 ${bar}`} />
          <span className={`h-11 w-44 ${bar}`} />
        </div>

        {/* Lines: CartView's grid, table and totals card. */}
        <div className="hidden items-start gap-6 group-data-[lines=some]:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div>
            <div className="hidden border-b border-line py-3 text-xs md:block">&nbsp;</div>
            <div className="h-[calc(var(--cart-lines,1)*203px)] overflow-hidden md:h-[calc(var(--cart-lines,1)*105px)]">
              {Array.from({ length: DRAWN_ROWS }, (_, i) => (
                <div key={i} className="flex h-[203px] gap-3 border-b border-line py-4 md:h-[105px] md:items-center md:gap-4">
                  <span className={`size-[72px] shrink-0 ${bar}`} />
                  <span className="flex flex-1 flex-col gap-2">
                    <span className={`h-4 w-3/4 max-w-80 ${bar}`} />
                    <span className={`h-3 w-1/3 max-w-32 ${bar}`} />
                  </span>
                  <span className={`hidden h-4 w-20 md:block ${bar}`} />
                  <span className={`hidden h-10 w-24 md:block ${bar}`} />
                  <span className={`hidden h-4 w-20 md:block ${bar}`} />
                </div>
              ))}
            </div>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-transparent">
              <span className="inline-flex h-11 items-center rounded border border-line bg-surface px-5 font-medium">
                {t('BUTTON_CONTINUE_SHOPPING')}
              </span>
              <span className="inline-flex h-11 items-center rounded bg-surface px-6 font-semibold">{t('BUTTON_UPDATE_CART')}</span>
            </div>
          </div>
          {/* TotalsCard: its title, subtotal, shipping, tax and total lines, and the checkout button. */}
          <div className="rounded-md border border-line bg-white p-5 md:p-6">
            <div className={`h-7 w-2/5 ${bar}`} />
            <div className="mt-4 space-y-2.5">
              <div className={`h-5 ${bar}`} />
              <div className={`h-5 ${bar}`} />
              <div className={`h-5 ${bar}`} />
              <div className="border-t border-line pt-3">
                <div className={`h-6 ${bar}`} />
              </div>
            </div>
            <div className={`mt-5 h-12 ${bar}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
