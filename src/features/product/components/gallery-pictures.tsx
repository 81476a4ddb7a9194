// The product gallery's pictures (ProductGallery's `pictures`), drawn by its caller: on the product
// page by the server, so the page's JavaScript carries no picture code (ShopImage's sources and
// srcset), and in the quick view by its own chunk. As gallery-layout.ts does for the thumbnails'
// classes.
import type { ReactNode } from 'react';
import { ShopImage } from '@/ui/ShopImage';
import { PRODUCT_PICTURE_SIZE } from '@/ui/image';
import type { GalleryLayout } from '../model';

/** One main picture and one thumbnail per image, in the images' order. */
export type GalleryPictures = { main: ReactNode[]; thumbs: ReactNode[] };

export function galleryPictures(images: string[], alt: string, layout: GalleryLayout, priority = false): GalleryPictures {
  const count = images.length;
  const size = PRODUCT_PICTURE_SIZE;
  const sizes = layout === 'quickview' ? '(min-width: 768px) 380px, 90vw' : '(min-width: 1200px) 560px, (min-width: 992px) 45vw, 95vw';
  return {
    main: images.map((src, i) => (
      <ShopImage
        key={i}
        src={src}
        alt={i === 0 ? alt : `${alt} (${i + 1}/${count})`}
        width={size}
        height={size}
        priority={priority && i === 0}
        fetchPriority={priority && i === 0 ? 'high' : undefined}
        sizes={sizes}
        className="gallery-picture"
      />
    )),
    thumbs: images.map((src, i) => (
      <ShopImage key={i} src={src} alt="" width={size} height={size} sizes="96px" className="gallery-picture" />
    )),
  };
}
