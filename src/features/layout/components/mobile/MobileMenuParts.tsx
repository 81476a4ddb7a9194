'use client';
// The mobile menu's root panel parts: the language and currency switches and the shortcuts row.
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { LANGUAGE_NAMES, locales, type Locale } from '@/i18n/routing';
import { useCurrency } from '@/i18n/currency-context';

const sectionLabel = 'mb-2 text-[11px] font-semibold uppercase tracking-[0.08em] text-muted';
const segment = 'grid gap-1 rounded-xl bg-surface p-1';
const segmentItem =
  'flex h-11 items-center justify-center gap-1 rounded-lg text-sm font-medium transition-[background-color,color,box-shadow] duration-(--duration-fade) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';
const segmentOn = 'bg-white text-ink shadow-sm ring-1 ring-black/5';
const segmentOff = 'text-muted hover:text-ink';

/** The language and currency switches at the top of the drawer; `titleId` prefixes their headings' ids. */
export function MenuSettings({ titleId, onChoose }: { titleId: string; onChoose: () => void }) {
  const t = useTranslations();
  return (
    <div className="space-y-4 px-5 pt-5">
      <section aria-labelledby={`${titleId}-language`}>
        <h3 id={`${titleId}-language`} className={sectionLabel}>
          {t('HEADER_LANGUAGE')}
        </h3>
        <LanguageLinks onChoose={onChoose} />
      </section>
      <CurrencyButtons titleId={`${titleId}-currency`} />
    </div>
  );
}

/** The same page in each language (the query string kept); the current one is marked. */
function LanguageLinks({ onChoose }: { onChoose: () => void }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const query = Object.fromEntries(useSearchParams().entries());
  return (
    <ul className={`${segment} grid-cols-3`}>
      {locales.map((l) => (
        <li key={l}>
          <Link
            href={{ pathname, query }}
            locale={l}
            lang={l}
            hrefLang={l}
            aria-current={l === locale ? 'true' : undefined}
            onClick={onChoose}
            data-testid={`mobile-language-${l}`}
            className={`${segmentItem} ${l === locale ? segmentOn : segmentOff}`}
          >
            {LANGUAGE_NAMES[l]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Currency switch: re-prices the page at once; the current one is pressed. */
function CurrencyButtons({ titleId }: { titleId: string }) {
  const t = useTranslations();
  const { currency, currencies, setCurrency } = useCurrency();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={sectionLabel}>
        {t('HEADER_CURRENCY')}
      </h3>
      <ul className={segment} style={{ gridTemplateColumns: `repeat(${Math.max(currencies.length, 1)}, minmax(0, 1fr))` }}>
        {currencies.map((c) => (
          <li key={c.code}>
            <button
              type="button"
              aria-pressed={c.code === currency.code}
              onClick={() => setCurrency(c.code)}
              data-testid={`mobile-currency-${c.code}`}
              className={`${segmentItem} w-full ${c.code === currency.code ? segmentOn : segmentOff}`}
            >
              <span aria-hidden className={c.code === currency.code ? 'text-brand' : ''}>
                {c.symbol}
              </span>
              {c.code}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One of the drawer's four shortcuts (wish list, account, cart, garage): an icon over its name. */
export function MenuIndicator({ href, label, icon, onClick }: { href: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <li>
      <Link
        href={href}
        onClick={onClick}
        className="group flex flex-col items-center gap-1.5 rounded-xl px-0.5 py-2 text-center text-[11px] leading-tight font-medium min-[360px]:text-xs text-ink transition-colors duration-(--duration-fade) hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-surface transition-colors duration-(--duration-fade) group-hover:bg-brand/10">
          {icon}
        </span>
        <span className="line-clamp-2 max-w-full">{label}</span>
      </Link>
    </li>
  );
}
