// The product gallery's thumbnails per layout (ProductGallery's thumbsClassName), kept out of the
// gallery's module: the product page's server picks its layout's classes, so the browser's code
// carries none, and the quick view's chunk carries its own.
import type { GalleryLayout } from '../model';

// Visible thumbnails per layout and max-width breakpoint (section 9), as CSS custom properties.
export const THUMBS: Record<GalleryLayout, string> = {
  'product-full':
    '[--thumbs:6] below-xxl:[--thumbs:5] below-xl:[--thumbs:7] below-lg:[--thumbs:5] below-md:[--thumbs:6] below-sm:[--thumbs:5] max-[419px]:[--thumbs:4]',
  'product-sidebar':
    '[--thumbs:8] below-xxl:[--thumbs:6] below-xl:[--thumbs:8] below-lg:[--thumbs:8] below-md:[--thumbs:6] below-sm:[--thumbs:5] max-[419px]:[--thumbs:4]',
  quickview: '[--thumbs:5] below-lg:[--thumbs:6] max-[519px]:[--thumbs:5] max-[439px]:[--thumbs:4] max-[339px]:[--thumbs:3]',
};
