// The address list (section 2): one card per address, the default first and marked, with edit,
// make-default and delete; a card to add a new one. Buttons are forms, so they work before hydration.
import { Code } from '@/ui/Code';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { makeDefaultAddress, removeAddress } from '../actions';
import type { Address } from '../addresses';
import { AddressLines } from './AddressLines';

const action = 'text-sm font-medium text-brand hover:underline';

export function AddressBook({ addresses, countryNames }: { addresses: Address[]; countryNames: Record<string, string> }) {
  const t = useTranslations();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="address-book">
      <li>
        <Link
          href="/account/addresses/new"
          className="flex h-full min-h-56 flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed border-line p-6 text-center text-ink transition-colors duration-(--duration-fade) hover:border-brand hover:text-brand"
        >
          <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-surface text-2xl">
            +
          </span>
          <span className="font-medium">{t('BUTTON_ADD_ADDRESS')}</span>
        </Link>
      </li>
      {addresses.map((a) => (
        <li
          key={a.id}
          className="flex flex-col rounded-md border border-line bg-white"
          data-testid="address-card"
          data-default={a.isDefault || undefined}
        >
          <div className="flex-1 p-6">
            {a.isDefault && (
              <p className="mb-3 inline-block rounded bg-brand px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
                {t('TEXT_DEFAULT')}
              </p>
            )}
            <AddressLines address={a} countryName={countryNames[a.country] ?? a.country} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted">{t('TEXT_EMAIL')}</dt>
              <dd className="truncate">
                <Code>{a.email}</Code>
              </dd>
              <dt className="text-muted">{t('TEXT_PHONE')}</dt>
              <dd>
                <Code>{a.phone}</Code>
              </dd>
            </dl>
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line px-6 py-3">
            <Link href={`/account/addresses/${a.id}`} className={action} aria-label={t('BUTTON_EDIT_ADDRESS_OF', { name: a.address1 })}>
              {t('BUTTON_EDIT')}
            </Link>
            {!a.isDefault && (
              <form action={makeDefaultAddress}>
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" className={action} aria-label={t('BUTTON_MAKE_DEFAULT_OF', { name: a.address1 })}>
                  {t('BUTTON_MAKE_DEFAULT')}
                </button>
              </form>
            )}
            <form action={removeAddress} className="ms-auto">
              <input type="hidden" name="id" value={a.id} />
              <button
                type="submit"
                className="text-sm font-medium text-muted hover:text-brand hover:underline"
                aria-label={t('BUTTON_DELETE_ADDRESS_OF', { name: a.address1 })}
              >
                {t('BUTTON_DELETE')}
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}
