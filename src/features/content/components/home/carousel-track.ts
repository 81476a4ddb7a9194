// The geometry of a server-rendered scroll-snap track, shared by its two kinds of controls: the
// product rows' previous / next buttons (RowControls, on the home and product pages) and the home
// slideshow's arrows, dots and autoplay (CarouselControls, on the home page only). Two modules so a
// page with rows alone does not load the slideshow's code.
//
// Right to left: the track scrolls towards negative scrollLeft, so "next" moves left.

/** Pixels from an end that still count as the end (sub-pixel widths and snapping). */
export const EDGE = 2;

export function measure(el: HTMLElement) {
  const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
  const pos = Math.abs(el.scrollLeft);
  const max = el.scrollWidth - el.clientWidth;
  const first = el.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
  const item = first ? first.getBoundingClientRect().width + gap : el.clientWidth;
  const perPage = Math.max(1, Math.floor((el.clientWidth + gap + EDGE) / item));
  return { sign, pos, max, item, page: perPage * item };
}

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function scrollTrack(el: HTMLElement, left: number) {
  el.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/** Scrolls a page of slides towards `dir`; with `loop`, from an end round to the other. */
export function step(el: HTMLElement, dir: 1 | -1, loop: boolean) {
  const { sign, pos, max, page } = measure(el);
  if (loop && dir === 1 && pos >= max - EDGE) scrollTrack(el, 0);
  else if (loop && dir === -1 && pos <= EDGE) scrollTrack(el, sign * max);
  else scrollTrack(el, sign * Math.min(max, Math.max(0, Math.round((pos + dir * page) / page) * page)));
}
