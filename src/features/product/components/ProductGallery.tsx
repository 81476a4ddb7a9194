'use client';
// Product gallery (section 2): a main slider with no dots or arrows, not infinite, one slide at a
// time; thumbnails below whose visible count follows the breakpoints of section 9 for the layout;
// choosing a thumbnail moves the main slider. Clicking a main image opens PhotoSwipe (background
// opacity 0.9, no history entries; gallery-zoom.ts, loaded with PhotoSwipe and its stylesheet on
// that first click) except in the quick view.
//
// The main slider is the browser's own scroller with mandatory scroll snapping, not a carousel
// library (Embla cost the product page 7.5 kB of gzipped JavaScript): swipes, trackpads and arrow
// keys on a focused slide move it natively, one slide at a time (scroll-snap-stop). A thumbnail glides
// the strip to its slide in section 2's 400 ms (GALLERY_SPEED_MS; instantly with reduced motion),
// snapping suspended meanwhile, whatever the distance. The selected slide is read from the scroll
// position. Right to left, the strip's dir reverses the image order, and scrollLeft runs from 0 to
// negative values. The glide's code (gallery-glide.ts) is fetched when the thumbnails are first
// pointed at or focused, and the pictures (gallery-pictures.tsx) and the thumbnails' classes per
// layout (gallery-layout.ts) come from the caller, so the product page's first JavaScript carries
// none of them.
//
// Without JavaScript each main image is a link to the full image, so zoom still works, and the
// strip still scrolls and snaps.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { directionOf, type Locale } from '@/i18n/routing';
import { CarIcon } from '@/ui/icons';
import { GALLERY_SPEED_MS, type GalleryLayout } from '../model';
import type { GalleryPictures } from './gallery-pictures';

/** How far `strip` must scroll (physical pixels, as scrollLeft counts them) to bring `child` to its start edge. */
function offsetOf(strip: HTMLElement, child: Element, rtl: boolean) {
  const [s, c] = [strip.getBoundingClientRect(), child.getBoundingClientRect()];
  return rtl ? c.right - s.right : c.left - s.left;
}

// The glide a thumbnail starts: a chunk of its own, fetched when the thumbnails are pointed at or
// focused (or at the latest on the click).
const loadGlide = () => import('./gallery-glide');

type Props = {
  images: string[];
  alt: string;
  layout: GalleryLayout;
  /** The pictures of `images` (gallery-pictures.tsx galleryPictures). */
  pictures: GalleryPictures;
  /** How many thumbnails show side by side, at each width (gallery-layout.ts THUMBS[layout]). */
  thumbsClassName: string;
};

export function ProductGallery({ images, alt, layout, pictures, thumbsClassName }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const direction = directionOf(locale);
  const zoom = layout !== 'quickview';
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  // The slide a thumbnail (or the zoom viewer) is moving the strip to: while it glides past the
  // slides in between, they are not "selected" (the thumbnails' outline would flicker over them).
  const moving = useRef<number | null>(null);
  // Stops the glide under way, if any.
  const stopGlide = useRef<(() => void) | null>(null);

  // The slide nearest the strip's start; |scrollLeft| because right to left it is negative.
  const onScroll = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const at = Math.abs(el.scrollLeft) / el.getBoundingClientRect().width;
    if (moving.current !== null) {
      if (Math.abs(at - moving.current) > 0.01) return;
      moving.current = null;
    }
    setSelected(Math.round(at));
  }, []);
  const onScrollEnd = useCallback(() => {
    // Each frame of a glide is a scroll of its own that ends at once: only the glide's end counts.
    if (stopGlide.current) return;
    moving.current = null;
    onScroll();
  }, [onScroll]);
  // The shopper takes over (a swipe, the wheel, a key) from a move a thumbnail started.
  const release = useCallback(() => {
    stopGlide.current?.();
    stopGlide.current = null;
    moving.current = null;
  }, []);

  /**
   * Scrolls the strip to slide `index`: a GALLERY_SPEED_MS glide, unless `instant` or the shopper
   * prefers reduced motion. To a position, not by a distance: the browser treats scrollBy like an
   * arrow key, which scroll-snap-stop would halt at the next slide.
   */
  const go = useCallback(
    (index: number, instant = false) => {
      const el = strip.current;
      const slide = el?.children[index];
      if (!el || !slide) return;
      stopGlide.current?.();
      stopGlide.current = null;
      const left = el.scrollLeft + offsetOf(el, slide, direction === 'rtl');
      setSelected(index);
      if (Math.abs(left - el.scrollLeft) < 1) return;
      moving.current = index;
      if (instant || matchMedia('(prefers-reduced-motion: reduce)').matches) {
        el.scrollTo({ left, behavior: 'instant' });
        return;
      }
      void loadGlide().then(({ glide }) => {
        // Unless the shopper took over meanwhile, or another thumbnail was chosen.
        if (moving.current !== index) return;
        stopGlide.current?.();
        stopGlide.current = glide(el, left, GALLERY_SPEED_MS, () => {
          stopGlide.current = null;
          moving.current = null;
          setSelected(index);
        });
      });
    },
    [direction],
  );
  useEffect(() => () => stopGlide.current?.(), []);

  // Only the strip scrolls to show the selected thumbnail: scrollIntoView would scroll the page too
  // (on load, down to a first thumbnail at the fold).
  useEffect(() => {
    const el = thumbs.current;
    const thumb = el?.querySelector<HTMLElement>(`[data-index="${selected}"]`);
    if (!el || !thumb) return;
    const [s, t] = [el.getBoundingClientRect(), thumb.getBoundingClientRect()];
    const by = t.left < s.left ? t.left - s.left : t.right > s.right ? t.right - s.right : 0;
    if (by) el.scrollBy({ left: by, behavior: 'smooth' });
  }, [selected]);

  // Keyboard focus follows the slide the arrow keys scrolled to, not left on a hidden one.
  useEffect(() => {
    const link = strip.current?.children[selected]?.querySelector('a');
    if (link && strip.current?.contains(document.activeElement) && !link.contains(document.activeElement))
      link.focus({ preventScroll: true });
  }, [selected]);

  const openZoom = useCallback(
    async (e: MouseEvent, index: number) => {
      if (!zoom || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      const { openZoom: show } = await import('./gallery-zoom');
      show({
        images,
        alt,
        index,
        labels: { close: t('BUTTON_CLOSE'), previous: t('BUTTON_PREVIOUS'), next: t('BUTTON_NEXT') },
        // Leaving the viewer on another image keeps the main slider on it, already there as it
        // fades, and focus comes back to that image's link (back to the link that opened it, it
        // would scroll the strip back to that one).
        onClose: (i) => go(i, true),
        onFocusBack: (i) => strip.current?.children[i]?.querySelector('a')?.focus({ preventScroll: true }),
      });
    },
    [zoom, images, alt, go, t],
  );

  if (images.length === 0) {
    return (
      <div className="grid aspect-square place-items-center rounded-lg bg-surface text-muted" role="img" aria-label={t('TEXT_NO_IMAGE')}>
        <CarIcon size={96} />
      </div>
    );
  }

  const count = images.length;
  return (
    <section aria-label={t('TEXT_GALLERY')} className="flex flex-col gap-3" data-testid="product-gallery" data-layout={layout}>
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <ul
          ref={strip}
          dir={direction}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          onPointerDown={release}
          onWheel={release}
          onKeyDown={release}
          // Without zoom links (the quick view) nothing in the strip takes focus: the strip itself
          // does, so the keyboard can scroll it too.
          tabIndex={zoom ? undefined : 0}
          className="gallery-track"
          data-testid="gallery-main"
        >
          {images.map((src, i) => {
            const image = pictures.main[i];
            return (
              <li
                key={`${src}-${i}`}
                className="w-full shrink-0 snap-start snap-always"
                aria-hidden={i !== selected || undefined}
                data-index={i}
                data-src={src}
              >
                {zoom ? (
                  <a
                    href={src}
                    onClick={(e) => void openZoom(e, i)}
                    tabIndex={i === selected ? 0 : -1}
                    aria-label={t('BUTTON_ZOOM_IMAGE', { index: i + 1, count })}
                    className="gallery-zoom-link"
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 && (
        <div
          ref={thumbs}
          className={`gallery-thumbs ${thumbsClassName}`}
          dir={direction}
          onPointerEnter={() => void loadGlide()}
          onFocus={() => void loadGlide()}
        >
          <ul className="flex gap-2 p-0.5" data-testid="gallery-thumbnails">
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="gallery-thumb-cell" data-index={i}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('BUTTON_SHOW_IMAGE', { index: i + 1, count })}
                  aria-current={i === selected || undefined}
                  className={`gallery-thumb ${i === selected ? 'border-brand' : 'border-line hover:border-muted'}`}
                >
                  {pictures.thumbs[i]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
