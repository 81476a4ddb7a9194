// Popular categories: each department with its picture, item count, largest subcategories and an
// "all in ..." link. Four a row on wide screens, two on tablets, one on phones.
import { ShopImage } from '@/ui/ShopImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { TextWithArrow } from '@/ui/TextWithArrow';
import { categoryHref } from '@/routes';
import type { PopularCategory } from '../../model';
import { BlockHeader, CONTAINER } from './BlockHeader';

export async function BlockCategories({ locale, categories }: { locale: Locale; categories: PopularCategory[] }) {
  if (categories.length === 0) return null;
  const t = await getTranslations();
  return (
    <section aria-labelledby="popular-categories-title" className={CONTAINER}>
      <BlockHeader
        id="popular-categories-title"
        title={t('HEADER_POPULAR_CATEGORIES')}
        link={{ href: '/catalog', label: t('LINK_ALL_CATEGORIES') }}
      />
      <ul className="popular-categories-grid">
        {categories.map((c) => {
          const name = localize(c.name, locale);
          const href = categoryHref(c);
          return (
            <li key={c.id} className="group/card popular-category">
              <Link href={href} tabIndex={-1} aria-hidden className="popular-category-picture">
                {c.image && <ShopImage src={c.image} alt={name} width={360} height={360} sizes="96px" className="popular-category-image" />}
              </Link>
              <div className="popular-category-body">
                <h3 className="popular-category-title">
                  <Link
                    href={href}
                    className="hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {name}
                  </Link>
                </h3>
                <p className="mt-0.5 text-xs text-muted">{t('TEXT_PRODUCTS_COUNT', { count: c.itemsCount })}</p>
                {c.children.length > 0 && (
                  <ul className="mt-2 text-sm">
                    {c.children.map((s) => (
                      <li key={s.id} className="leading-snug">
                        {/* The count sits inside the link so the link is the whole line, not a link in running text;
                            the padding makes each a 24 px touch target. */}
                        <Link href={categoryHref(s)} className="popular-category-link">
                          {localize(s.name, locale)}
                          <span className="popular-category-count">({s.itemsCount})</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <Link href={href} className="popular-category-all">
                  <TextWithArrow text={t('TEXT_ALL_IN_CATEGORY', { name })} />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
