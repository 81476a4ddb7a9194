// Where a picture's URL points, and the widths it is offered in (ShopImage). The shop's own media
// ("/media/…") goes through the optimiser (its one allowed local pattern, next.config.ts). A product
// imported with an http(s) URL (docs/import.md) keeps that URL: the browser loads it as it is,
// because letting the optimiser fetch any host a file names would make the shop an open image proxy.

/** Whether an image URL is another site's (http or https), not the shop's own media. */
export const isRemoteImage = (src: string) => /^https?:\/\//i.test(src);

/** Whether the shop can show it: the shop's media, or a remote URL shown unoptimised. */
export const isShowableImage = (src: string | null | undefined): src is string =>
  !!src && (src.startsWith('/media/') || isRemoteImage(src));

/** The image as an absolute URL (structured data, link previews): the shop's own paths get its origin. */
export const absoluteImage = (src: string, origin: string) => (isRemoteImage(src) ? src : `${origin}${src}`);

/** The widths the image optimiser makes (the specification's section 9; next.config.ts images). */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
/** A product picture's own size: the seed draws them at it, and imports are shown within it. */
export const PRODUCT_PICTURE_SIZE = 700;

/** The one quality the optimiser is allowed to make. */
export const IMAGE_QUALITY = 75;
const WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];

/** The optimiser's address of `src` at `width` (what next/image's default loader writes). */
const optimizedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

const firstAtLeast = (w: number) => WIDTHS.find((x) => x >= w) ?? WIDTHS.at(-1)!;

/**
 * The widths a picture is offered in, and how the browser is told to choose (next/image's rules,
 * without the widths that cannot help; each entry of a server-rendered picture travels twice, in the
 * markup and in the page's payload):
 * - shown at a fixed `width` (no `sizes`): that width and twice it, as densities (1x, 2x);
 * - with `sizes`: from the narrowest the smallest `vw` share can need (every width for px sizes) up to
 *   the first that holds the whole picture (`natural`: larger ones are the same picture, the optimiser
 *   never enlarges); for one fixed px size D, from D to three times D.
 */
export function offeredWidths({ width, sizes, natural }: { width?: number; sizes?: string; natural?: number }): {
  widths: number[];
  kind: 'w' | 'x';
} {
  if (!sizes) {
    if (!width) return { widths: DEVICE_SIZES, kind: 'w' };
    return { widths: [...new Set([firstAtLeast(width), firstAtLeast(2 * width)])], kind: 'x' };
  }
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]) / 100);
  const fixed = Number(/^\s*(\d+)px\s*$/.exec(sizes)?.[1]) || 0;
  const from = fixed ? firstAtLeast(fixed) : shares.length ? DEVICE_SIZES[0]! * Math.min(...shares) : 0;
  const upTo = Math.min(natural ? firstAtLeast(natural) : Infinity, fixed ? firstAtLeast(3 * fixed) : Infinity);
  const widths = WIDTHS.filter((w) => w >= from && w <= upTo);
  return { widths: widths.length ? widths : [firstAtLeast(Math.min(from, upTo))], kind: 'w' };
}

/** The srcset and plain src (the largest offered) of a picture; a remote URL is given as it is. */
export function pictureSources(src: string, offer: { width?: number; sizes?: string; natural?: number }): { src: string; srcSet?: string } {
  if (isRemoteImage(src)) return { src };
  const { widths, kind } = offeredWidths(offer);
  const srcSet = widths.map((w, i) => `${optimizedUrl(src, w)} ${kind === 'w' ? `${w}w` : `${i + 1}x`}`).join(', ');
  return { src: optimizedUrl(src, widths.at(-1)!), srcSet };
}
