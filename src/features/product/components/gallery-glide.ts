// The product gallery's glide to a slide (ProductGallery): the strip scrolled frame by frame in the
// gallery's time, eased in and out. Fetched when the thumbnails are first pointed at or focused.

const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/**
 * Moves `strip` to `left` in `ms`, one frame at a time, with snapping off until it arrives (snapping
 * would pull every intermediate position back to a slide). Returns a function that stops it where it
 * is, for a shopper who takes over.
 */
export function glide(strip: HTMLElement, left: number, ms: number, done: () => void): () => void {
  const from = strip.scrollLeft;
  const start = performance.now();
  let frame = 0;
  strip.style.scrollSnapType = 'none';
  strip.style.scrollBehavior = 'auto';
  const finish = () => {
    strip.style.scrollSnapType = '';
    strip.style.scrollBehavior = '';
  };
  const step = (at: number) => {
    const progress = Math.min(1, (at - start) / ms);
    strip.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else {
      finish();
      done();
    }
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
}
