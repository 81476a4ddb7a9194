// The features strip under the slideshow: the store's promises (shipping, support, payment...).
import type { ComponentType, CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { HeadsetIcon, ReturnIcon, ShieldCheckIcon, TruckIcon, WalletIcon } from '@/ui/icons';
import type { FeatureIcon, HomeFeature } from '../../model';
import { CONTAINER } from './BlockHeader';

const ICONS: Record<FeatureIcon, ComponentType<{ size?: number; className?: string }>> = {
  delivery: TruckIcon,
  support: HeadsetIcon,
  payment: WalletIcon,
  returns: ReturnIcon,
  fitment: ShieldCheckIcon,
};

export async function Features({ locale, features }: { locale: Locale; features: HomeFeature[] }) {
  if (features.length === 0) return null;
  const t = await getTranslations();
  return (
    <section aria-labelledby="features-title" className={CONTAINER}>
      <h2 id="features-title" className="sr-only">
        {t('HEADER_WHY_SHOP_WITH_US')}
      </h2>
      <ul
        style={{ '--count': features.length } as CSSProperties}
        className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-line bg-line min-[480px]:grid-cols-2 min-[480px]:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2 lg:grid-cols-[repeat(var(--count),minmax(0,1fr))]"
      >
        {features.map((f, i) => {
          const Icon = ICONS[f.icon] ?? ShieldCheckIcon;
          return (
            <li key={i} className="features-item">
              <span className="features-icon">
                <Icon size={26} />
              </span>
              <div className="min-w-0">
                <h3 className="text-[15px] font-semibold leading-tight text-ink">{localize(f.title, locale)}</h3>
                <p className="mt-1 text-sm leading-snug text-muted">{localize(f.text, locale)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
