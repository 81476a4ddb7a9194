'use client';
// Product gallery (section 2): a main slider with no dots or arrows, not infinite, one slide at a
// time, moving in about 400 ms; thumbnails below whose visible count follows the breakpoints of
// section 9 for the layout; choosing a thumbnail moves the main slider. Clicking a main image opens
// PhotoSwipe (background opacity 0.9, no history entries; PhotoSwipe 5 never touches history) except
// in the quick view. Right to left reverses the image order (Embla's rtl direction).
//
// Without JavaScript each main image is a link to the full image, so zoom still works.
import 'photoswipe/style.css';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import Image from 'next/image';
import useEmblaCarousel from 'embla-carousel-react';
import { useLocale, useTranslations } from 'next-intl';
import { directionOf, type Locale } from '@/i18n/routing';
import { CarIcon } from '@/ui/icons';
import { GALLERY_SPEED_MS, ZOOM_BG_OPACITY, type GalleryLayout } from '../model';

const IMAGE_SIZE = 700;

// Visible thumbnails per layout and max-width breakpoint (section 9), as CSS custom properties.
const THUMBS: Record<GalleryLayout, string> = {
  'product-full':
    '[--thumbs:6] below-xxl:[--thumbs:5] below-xl:[--thumbs:7] below-lg:[--thumbs:5] below-md:[--thumbs:6] below-sm:[--thumbs:5] max-[419px]:[--thumbs:4]',
  'product-sidebar':
    '[--thumbs:8] below-xxl:[--thumbs:6] below-xl:[--thumbs:8] below-lg:[--thumbs:8] below-md:[--thumbs:6] below-sm:[--thumbs:5] max-[419px]:[--thumbs:4]',
  quickview: '[--thumbs:5] below-lg:[--thumbs:6] max-[519px]:[--thumbs:5] max-[439px]:[--thumbs:4] max-[339px]:[--thumbs:3]',
};

type Props = { images: string[]; alt: string; layout: GalleryLayout; priority?: boolean };

export function ProductGallery({ images, alt, layout, priority = false }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const direction = directionOf(locale);
  const zoom = layout !== 'quickview';
  // Embla's duration is not in ms; 40 gives a transition of about 400 ms.
  const [mainRef, main] = useEmblaCarousel({ loop: false, duration: Math.round(GALLERY_SPEED_MS / 10), direction, align: 'start', containScroll: false });
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!main) return;
    const onSelect = () => setSelected(main.selectedScrollSnap());
    main.on('select', onSelect).on('reInit', onSelect);
    return () => {
      main.off('select', onSelect).off('reInit', onSelect);
    };
  }, [main]);

  // Only the strip scrolls to show the selected thumbnail: scrollIntoView would scroll the page too
  // (on load, down to a first thumbnail at the fold).
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.querySelector<HTMLElement>(`[data-index="${selected}"]`);
    if (!strip || !thumb) return;
    const [s, t] = [strip.getBoundingClientRect(), thumb.getBoundingClientRect()];
    const by = t.left < s.left ? t.left - s.left : t.right > s.right ? t.right - s.right : 0;
    if (by) strip.scrollBy({ left: by, behavior: 'smooth' });
  }, [selected]);

  const openZoom = useCallback(
    async (e: MouseEvent, index: number) => {
      if (!zoom || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      const { default: PhotoSwipe } = await import('photoswipe');
      const pswp = new PhotoSwipe({
        dataSource: images.map((src) => ({ src, width: IMAGE_SIZE, height: IMAGE_SIZE, alt })),
        index,
        bgOpacity: ZOOM_BG_OPACITY,
        showHideAnimationType: 'fade',
        closeTitle: t('BUTTON_CLOSE'),
        arrowPrevTitle: t('BUTTON_PREVIOUS'),
        arrowNextTitle: t('BUTTON_NEXT'),
      });
      // Leaving the viewer on another image keeps the main slider on it.
      pswp.on('close', () => main?.scrollTo(pswp.currIndex, true));
      pswp.init();
    },
    [zoom, images, alt, main, t],
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
      <div ref={mainRef} className="overflow-hidden rounded-lg border border-line bg-white" dir={direction}>
        <ul className="flex touch-pan-y" data-testid="gallery-main">
          {images.map((src, i) => {
            const image = (
              <Image
                src={src}
                alt={i === 0 ? alt : `${alt} (${i + 1}/${count})`}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                priority={priority && i === 0}
                fetchPriority={priority && i === 0 ? 'high' : undefined}
                sizes={layout === 'quickview' ? '(min-width: 768px) 380px, 90vw' : '(min-width: 1200px) 560px, (min-width: 992px) 45vw, 95vw'}
                className="aspect-square w-full object-contain"
              />
            );
            return (
              <li key={`${src}-${i}`} className="min-w-0 shrink-0 grow-0 basis-full" aria-hidden={i !== selected || undefined} data-index={i} data-src={src}>
                {zoom ? (
                  <a
                    href={src}
                    onClick={(e) => void openZoom(e, i)}
                    tabIndex={i === selected ? 0 : -1}
                    aria-label={t('BUTTON_ZOOM_IMAGE', { index: i + 1, count })}
                    className="block cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
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
        <div ref={thumbs} className={`overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${THUMBS[layout]}`} dir={direction}>
          <ul className="flex gap-2 p-0.5" data-testid="gallery-thumbnails">
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0 grow-0 basis-[calc((100%-(var(--thumbs)-1)*0.5rem)/var(--thumbs))]" data-index={i}>
                <button
                  type="button"
                  onClick={() => main?.scrollTo(i)}
                  aria-label={t('BUTTON_SHOW_IMAGE', { index: i + 1, count })}
                  aria-current={i === selected || undefined}
                  className={`block w-full overflow-hidden rounded-md border-2 bg-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink ${i === selected ? 'border-brand' : 'border-line hover:border-muted'}`}
                >
                  <Image src={src} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} sizes="96px" className="aspect-square w-full object-contain" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
