// The home page slideshow: full-width banners with a title, a line of text and a call to action.
//
// - The track is server HTML with CSS scroll-snap; CarouselControls (the client leaf) adds arrows,
//   dots and autoplay. Slide one is visible and swipeable before any script runs.
// - Art direction: a 1920×600 banner from 768 px up, an 800×800 square below, through <picture>
//   with the optimiser's widths (ui/image.ts pictureSources), so each screen downloads only its own
//   picture. The first slide's image is fetched with high priority (it is the largest paint); a
//   preload link in the head for each screen's picture (React hoists it there; it preloads no
//   <picture> by itself) starts that fetch before the browser has parsed the header's markup. The
//   others load lazily and with low priority: lazy loading reaches into the track beside the first
//   slide, so they would otherwise share a phone's bandwidth with it.
// - The banners put their parts on the end side of the picture; in right-to-left the picture is
//   mirrored so the text (on the start side) never covers them.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronNextIcon } from '@/ui/icons';
import { pictureSources } from '@/ui/image';
import { slideImages, type HomeSlide } from '../../model';
import { CarouselControls } from './CarouselControls';

const TRACK = 'home-slideshow-track';
const AUTOPLAY_MS = 5000;

export async function Slideshow({ locale, slides }: { locale: Locale; slides: HomeSlide[] }) {
  if (slides.length === 0) return null;
  const t = await getTranslations();
  return (
    <div className="mx-auto w-full max-w-[1350px] md:px-6 md:pt-6">
      <section
        data-carousel
        aria-roledescription={t('TEXT_ROLE_CAROUSEL')}
        aria-label={t('HEADER_SLIDESHOW')}
        className="relative overflow-hidden bg-[#0b111b] md:rounded-xl"
      >
        <div
          id={TRACK}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((s, i) => {
            const title = localize(s.title, locale);
            const img = slideImages(s.slug);
            const first = i === 0;
            const alt = s.imageAlt ? localize(s.imageAlt, locale) : title;
            const desktopSizes = '(min-width: 1350px) 1350px, 100vw';
            const desktop = pictureSources(img.desktop.src, { sizes: desktopSizes, natural: img.desktop.width });
            const mobile = pictureSources(img.mobile.src, { sizes: '100vw', natural: img.mobile.width });
            return (
              <div
                key={s.slug}
                role="group"
                aria-roledescription={t('TEXT_ROLE_SLIDE')}
                aria-label={t('TEXT_SLIDE_OF', { index: i + 1, count: slides.length })}
                className="slideshow-slide"
              >
                <div className="slide-picture">
                  {first && (
                    <>
                      <link
                        rel="preload"
                        as="image"
                        media="(min-width: 768px)"
                        imageSrcSet={desktop.srcSet}
                        imageSizes={desktopSizes}
                        fetchPriority="high"
                      />
                      <link
                        rel="preload"
                        as="image"
                        media="(max-width: 767.98px)"
                        imageSrcSet={mobile.srcSet}
                        imageSizes="100vw"
                        fetchPriority="high"
                      />
                    </>
                  )}
                  <picture>
                    <source media="(min-width: 768px)" srcSet={desktop.srcSet} sizes={desktopSizes} />
                    <img
                      alt={alt}
                      src={mobile.src}
                      srcSet={mobile.srcSet}
                      sizes="100vw"
                      width={img.mobile.width}
                      height={img.mobile.height}
                      loading={first ? 'eager' : 'lazy'}
                      fetchPriority={first ? 'high' : 'low'}
                      decoding="async"
                      className="slide-image"
                    />
                  </picture>
                  <div aria-hidden className="slide-shade" />
                </div>
                <div className="slide-caption">
                  <div className="max-w-[34rem] text-white">
                    {s.eyebrow && <p className="slide-eyebrow">{localize(s.eyebrow, locale)}</p>}
                    <p className="slide-title">{title}</p>
                    <p className="slide-text">{localize(s.text, locale)}</p>
                    <Link href={s.href} className="slide-cta">
                      {localize(s.cta, locale)}
                      <ChevronNextIcon size={18} className="rtl:-scale-x-100" />
                    </Link>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        {slides.length > 1 && <CarouselControls target={TRACK} count={slides.length} autoplay={AUTOPLAY_MS} />}
      </section>
    </div>
  );
}
