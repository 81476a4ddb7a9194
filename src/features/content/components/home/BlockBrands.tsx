// Brand logos, each linking to the product list filtered to that brand. Phones show the first nine.
import Image from 'next/image';
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
            <Link
              href={brandHref(b.slug)}
              className="group flex h-full flex-col items-center justify-center p-3 transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
            >
              {b.image ? (
                <Image
                  src={b.image}
                  alt={b.name}
                  width={240}
                  height={120}
                  sizes="(min-width: 1024px) 160px, (min-width: 640px) 25vw, 33vw"
                  className="h-auto w-full max-w-[160px] opacity-80 grayscale transition duration-200 group-hover:opacity-100 group-hover:grayscale-0 group-focus-visible:opacity-100 group-focus-visible:grayscale-0"
                />
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
