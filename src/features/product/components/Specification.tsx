// The specification tab: the product type's attribute groups, each a titled list of name and value.
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { ProductDetail } from '../queries';

export function Specification({ groups }: { groups: ProductDetail['specification'] }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  if (groups.length === 0) return <p className="text-muted">{t('TEXT_NO_SPECIFICATION')}</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-8" data-testid="specification">
      {groups.map((g) => (
        <section key={g.slug} aria-labelledby={`spec-${g.slug}`}>
          <h3 id={`spec-${g.slug}`} className="mb-3 text-base font-semibold text-ink">
            {localize(g.name, locale)}
          </h3>
          <dl className="specification-list">
            {g.attributes.map((a) => (
              <div key={a.slug} className="specification-row">
                <dt className="text-muted">{localize(a.name, locale)}</dt>
                <dd className="text-ink">
                  <bdi dir="auto">{a.values.map((v) => localize(v, locale)).join(', ')}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
