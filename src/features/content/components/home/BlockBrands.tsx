// Brand logos, each linking to the product list filtered to that brand. Phones show the first nine.
//
// The logos are served as they are, not through the image optimiser: every brand logo is a 240x120
// WebP of a few kilobytes (the seed's contract, src/seed/images.test.ts), already the size it is
// shown at, and on a cold cache the optimiser made them wait behind every other picture's first
// encoding, so the row was still blank seconds after it scrolled into view (issue 25). They load
// lazily, which in Chromium starts 1,250 px or more before they come into view; until a logo has
// arrived its box is the surface colour, never an empty hole.
import { ShopImage } from '@/ui/ShopImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { brandHref, type BrandCard } from '../../model';
import { BlockHeader, CONTAINER } from './BlockHeader';

export async function BlockBrands({ brands }: { brands: BrandCard[] }) {
  if (brands.length === 0) return null;
  const t = await getTranslations();
  return (
    <section aria-labelledby="brands-title" className={CONTAINER}>
      <BlockHeader id="brands-title" title={t('HEADER_POPULAR_BRANDS')} />
      <ul className="grid grid-cols-3 overflow-hidden rounded-lg border-s border-t border-line bg-white sm:grid-cols-4 lg:grid-cols-8 max-sm:[&>li:nth-child(n+10)]:hidden">
        {brands.map((b) => (
          <li key={b.slug} className="border-e border-b border-line">
            <Link href={brandHref(b.slug)} className="group brand-tile">
              {b.image ? (
                <ShopImage src={b.image} alt={b.name} width={240} height={120} unoptimized className="brand-tile-logo" />
              ) : (
                <span className="py-4 text-sm font-semibold">{b.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
