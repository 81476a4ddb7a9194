'use client';
// Top-bar pickers: language (keeps the page and its query) and currency (re-prices the page at once).
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { LANGUAGE_NAMES, locales, type Locale } from '@/i18n/routing';
import { useCurrency } from '@/i18n/currency-context';
import { Dropdown } from '@/ui/Dropdown';
import { ChevronDownIcon } from '@/ui/icons';

const trigger = 'flex h-full items-center gap-1 px-3 text-[13px] hover:text-white focus-visible:text-white';
const panel = 'locale-switch-menu';
const item = 'locale-switch-item';

export function LanguagePicker() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const search = useSearchParams();
  const query = Object.fromEntries(search.entries());
  return (
    <Dropdown
      align="end"
      label={`${t('HEADER_LANGUAGE')}: ${LANGUAGE_NAMES[locale]}`}
      buttonClassName={trigger}
      panelClassName={panel}
      trigger={
        <>
          <span className="text-white/60">{t('HEADER_LANGUAGE')}:</span> {LANGUAGE_NAMES[locale]}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      <ul>
        {locales.map((l) => (
          <li key={l}>
            {/* Not prefetched: a prefetch of another language's page passes the locale middleware, which
                remembers that language in the NEXT_LOCALE cookie, so opening the menu alone could switch
                the shopper's remembered language (and race the click). */}
            <Link
              href={{ pathname, query }}
              locale={l}
              lang={l}
              prefetch={false}
              className={item}
              aria-current={l === locale ? 'true' : undefined}
              data-testid={`language-${l}`}
            >
              {LANGUAGE_NAMES[l]}
              {l === locale && <span aria-hidden className="size-1.5 rounded-full bg-brand" />}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

export function CurrencyPicker() {
  const t = useTranslations();
  const { currency, currencies, setCurrency } = useCurrency();
  return (
    <Dropdown
      align="end"
      label={`${t('HEADER_CURRENCY')}: ${currency.code}`}
      buttonClassName={trigger}
      panelClassName={panel}
      trigger={
        <>
          <span className="text-white/60">{t('HEADER_CURRENCY')}:</span> {currency.code}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      <ul>
        {currencies.map((c) => (
          <li key={c.code}>
            <button
              type="button"
              data-close
              className={item}
              aria-pressed={c.code === currency.code}
              data-testid={`currency-${c.code}`}
              onClick={() => setCurrency(c.code)}
            >
              <span>
                {c.symbol} {c.code}
              </span>
              {c.code === currency.code && <span aria-hidden className="size-1.5 rounded-full bg-brand" />}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
