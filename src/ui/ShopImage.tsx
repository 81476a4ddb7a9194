// Every picture of the shop: the image optimiser's widths (ui/image.ts pictureSources), lazy unless
// asked otherwise, as a plain <img>. next/image's own component is a client component: on every page
// that showed a picture it sent about 8 kB of gzipped JavaScript, to compute in the browser a srcset
// a server component can write into the page. No 'use client': from a server component it sends no
// JavaScript, from a client component (the gallery, the cart's thumbnails) a few hundred bytes.
// Remote (imported) URLs are shown as they are.
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { pictureSources } from './image';

type Props = {
  src: string;
  alt: string;
  /** The picture's own size (with `sizes`), or the size it is shown at. Left out with `fill`. */
  width?: number;
  height?: number;
  /** How wide the picture is shown, as the <img> attribute. */
  sizes?: string;
  /** Covers its positioned parent (the parent gives the size). */
  fill?: boolean;
  /** Shown as the file is, not through the optimiser (a picture already small and light). */
  unoptimized?: boolean;
  /** The page's main picture: loaded at once, at high priority, announced in the head. */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  style?: CSSProperties;
};

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

export function ShopImage({
  src,
  alt,
  width,
  height,
  sizes,
  fill = false,
  unoptimized = false,
  priority = false,
  loading,
  fetchPriority,
  className,
  style,
}: Props) {
  const shownAt = fill ? { sizes: sizes ?? '100vw' } : { width, sizes, natural: sizes ? width : undefined };
  const sources = unoptimized ? { src } : pictureSources(src, shownAt);
  const picked = priority ? 'high' : fetchPriority;
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: shownAt.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the shop's image element, on the optimiser
    <img
      alt={alt}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? shownAt.sizes : undefined}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={picked}
      decoding="async"
      className={className}
      // As next/image: the alt text does not flash up while a lazy picture loads.
      style={{ color: 'transparent', ...(fill ? FILL : {}), ...style }}
    />
  );
}
