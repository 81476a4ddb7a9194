// The seeded products the product page's journeys open (product.spec.ts, product-reviews.spec.ts).
// The seeded catalog is deterministic, so these products are always the same.

/** A mirror cover with side and colour options, listed for specific vehicles (not a 2014 Civic), with 3 images and 6 to 12 reviews. */
export const MIRROR = '/products/veloce-ricambi-pro-mirror-cover-vc-1932';
export const MIRROR_NAME = 'Veloce Ricambi Pro Mirror Cover VC-1932';
/** A tool kit that fits every vehicle. */
export const UNIVERSAL = '/products/ege-oto-yedek-oe-quality-brake-caliper-piston-tool-kit-vh-670';
/** An engine oil without fitment data. */
export const UNKNOWN_FIT = '/products/asir-motor-parts-plus-full-synthetic-engine-oil-vb-589';
