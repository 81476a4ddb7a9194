'use client';
// The quick-view dialog (section 4, Quick view), mounted by QuickViewHost (in the site frame) from the
// first request on; its own chunk, like its content. A card's button calls
// useQuickView.getState().open(slug): loading starts at once, the dialog opens 250 ms later (the
// store's timer), a newer request aborts the pending load, and closing keeps the product so the
// closing fade still shows it. The kit's Dialog (a native modal <dialog>): focus moves in to the
// close button and stays inside, Escape and the backdrop close, focus returns to where it was, the
// page behind does not scroll; it fades and drops in over --duration-modal. The dialog leaves the
// page once its closing fade is over.
// The dialog's content (gallery, options, add to cart) is a separate chunk too, loaded on the first
// request alongside the product.
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Dialog, DialogCloseButton } from '@/ui/Dialog';
import { useQuickView } from '@/features/catalog/quick-view-store';
import type { ProductDetail } from '../queries';
import type { QuickViewBody as Body } from './QuickViewBody';
import { failureOf, shopApi } from '@/ui/shop-api';

/** Mirrors --duration-modal: the dialog stays on the page this long after closing, to fade out. */
const MODAL_MS = 300;

type Loaded = { slug: string; product: ProductDetail } | { slug: string; error: true };

export function QuickView() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const slug = useQuickView((s) => s.slug);
  const openSlug = useQuickView((s) => s.openSlug);
  const close = useQuickView((s) => s.close);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [content, setContent] = useState<typeof Body | 'failed' | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = openSlug !== null;

  // The content's code, once, on the first request.
  const wanted = slug !== null;
  useEffect(() => {
    if (!wanted || content) return;
    import('./QuickViewBody')
      .then((m) => setContent(() => m.QuickViewBody))
      .catch((e: unknown) => {
        console.error('[quick view] load failed', e);
        setContent('failed');
      });
  }, [wanted, content]);

  // Load on request; a newer request aborts the older load.
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    shopApi<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((product) => setLoaded({ slug, product }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[quick view] load failed', failureOf(e));
        setLoaded({ slug, error: true });
      });
    return () => controller.abort();
  }, [slug]);

  // Mounted with the opening; unmounted once the closing fade is over. The mounted flag follows
  // `open` during render (from false: when this chunk arrives after the store's delay, the dialog is
  // already open).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMounted(true);
  }
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setMounted(false), MODAL_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const current = loaded && loaded.slug === (openSlug ?? slug) && (content || 'error' in loaded) ? loaded : null;

  if (!mounted) return null;
  const product = current && 'product' in current && typeof content === 'function' ? current.product : null;
  const Content = typeof content === 'function' ? content : null;
  const name = product ? localize(product.name, locale) : t('HEADER_QUICK_VIEW');

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="quick-view-title"
      aria-busy={!current || undefined}
      data-testid="quick-view"
      className="max-w-[900px] p-5 below-md:mt-3 sm:p-8"
    >
      <DialogCloseButton label={t('BUTTON_CLOSE')} onClick={close} className="absolute end-3 top-3 z-[1]" />
      {!current ? (
        <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted" role="status">
          {/* Names the dialog while it loads; not a heading, so the product's heading is the first there is. */}
          <span id="quick-view-title" className="sr-only">
            {name}
          </span>
          <span aria-hidden className="size-8 animate-spin rounded-full border-[3px] border-brand border-e-transparent" />
          {t('TEXT_LOADING')}
        </div>
      ) : !product || !Content ? (
        <div className="flex min-h-40 flex-col items-center justify-center gap-2">
          <h2 id="quick-view-title" className="text-lg font-semibold">
            {t('HEADER_QUICK_VIEW')}
          </h2>
          <p role="alert" className="text-nofit">
            {t('ERROR_QUICK_VIEW')}
          </p>
        </div>
      ) : (
        <Content product={product} name={name} onClose={close} />
      )}
    </Dialog>
  );
}
