'use client';
// The quick-view dialog (section 4, Quick view), mounted by QuickViewHost (in the site frame) from the
// first request on; its own chunk, like its content. A card's button calls
// useQuickView.getState().open(slug): loading starts at once, the dialog opens 250 ms later (the
// store's timer), a newer request aborts the pending load, and closing keeps the product so the
// closing fade still shows it. Modal: focus moves in and is trapped, Escape and the backdrop close,
// focus returns to where it was; z-index and durations come from the tokens (--z-modal,
// --duration-modal).
// The dialog's content (gallery, options, add to cart) is a separate chunk too, loaded on the first
// request alongside the product.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { keepFocusInside } from '@/ui/focus-trap';
import { CloseIcon } from '@/ui/icons';
import { useQuickView } from '../quick-view-store';
import type { ProductDetail } from '../queries';
import type { QuickViewBody as Body } from './QuickViewBody';

/** Mirrors --duration-modal: the dialog stays mounted this long after closing, to fade out. */
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
  const [shown, setShown] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
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
    fetch(`/api/products/${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        setLoaded({ slug, product: (await r.json()) as ProductDetail });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[quick view] load failed', e);
        setLoaded({ slug, error: true });
      });
    return () => controller.abort();
  }, [slug]);

  // Mount, then fade in; fade out, then unmount. The mounted flag follows `open` during render
  // (from false: when this chunk arrives after the store's delay, the dialog is already open).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMounted(true);
    else setShown(false);
  }
  useEffect(() => {
    if (open) {
      returnTo.current ??= document.activeElement as HTMLElement | null;
      const frame = requestAnimationFrame(() => setShown(true));
      document.documentElement.style.overflow = 'hidden';
      return () => cancelAnimationFrame(frame);
    }
    document.documentElement.style.overflow = '';
    const timer = setTimeout(() => setMounted(false), MODAL_MS);
    returnTo.current?.focus?.();
    returnTo.current = null;
    return () => clearTimeout(timer);
  }, [open]);

  const current = loaded && loaded.slug === (openSlug ?? slug) && (content || 'error' in loaded) ? loaded : null;

  // Focus the dialog once it is there, and the close button once the product is.
  useEffect(() => {
    if (mounted && open) dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mounted, open, current]);

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
        return;
      }
      keepFocusInside(e, dialog.current, (el) => el.offsetParent !== null);
    },
    [close],
  );

  if (!mounted) return null;
  const product = current && 'product' in current && typeof content === 'function' ? current.product : null;
  const Content = typeof content === 'function' ? content : null;
  const name = product ? localize(product.name, locale) : t('HEADER_QUICK_VIEW');

  return (
    <div
      className={`fixed inset-0 z-(--z-modal) flex items-start justify-center overflow-y-auto bg-black/50 p-3 transition-opacity duration-(--duration-modal) sm:p-6 md:items-center ${shown ? 'opacity-100' : 'opacity-0'}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="quick-view-title"
        aria-busy={!current || undefined}
        onKeyDown={onKeyDown}
        data-testid="quick-view"
        className={`relative w-full max-w-[900px] rounded-lg bg-white p-5 shadow-[0_24px_64px_-16px_rgb(0_0_0/0.45)] transition-transform duration-(--duration-modal) ease-(--ease-out-panel) sm:p-8 ${shown ? 'translate-y-0' : '-translate-y-6'}`}
      >
        <button
          type="button"
          data-autofocus
          onClick={close}
          aria-label={t('BUTTON_CLOSE')}
          className="absolute end-3 top-3 z-[1] grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon size={20} />
        </button>
        {!current ? (
          <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted" role="status">
            <h2 id="quick-view-title" className="sr-only">{name}</h2>
            <span aria-hidden className="size-8 animate-spin rounded-full border-[3px] border-brand border-e-transparent" />
            {t('TEXT_LOADING')}
          </div>
        ) : !product || !Content ? (
          <div className="flex min-h-40 flex-col items-center justify-center gap-2">
            <h2 id="quick-view-title" className="text-lg font-semibold">{t('HEADER_QUICK_VIEW')}</h2>
            <p role="alert" className="text-nofit">{t('ERROR_QUICK_VIEW')}</p>
          </div>
        ) : (
          <Content product={product} name={name} onClose={close} />
        )}
      </div>
    </div>
  );
}
