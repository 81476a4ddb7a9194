// The product gallery's thumbnails per layout (ProductGallery's thumbsClassName), kept out of the
// gallery's module: the product page's server picks its layout's class.
import type { GalleryLayout } from '../model';

// Visible thumbnails per layout and max-width breakpoint (section 9), as CSS custom properties
// (product.css).
export const THUMBS: Record<GalleryLayout, string> = {
  'product-full': 'gallery-thumbs-full',
  'product-sidebar': 'gallery-thumbs-sidebar',
  quickview: 'gallery-thumbs-quickview',
};
