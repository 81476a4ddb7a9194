'use client';
// The address fields of the checkout form (behaviour notes: first and last name, company (optional),
// country, two street lines, city, state / county, postcode, and for billing email and phone). Each
// field has a visible label, `autocomplete` for the browser's address filling, and its error below it,
// linked with aria-describedby.
import { useTranslations } from 'next-intl';
import type { CountryOption } from '@/server/countries';

export type AddressValues = Record<string, string>;

type Field = { name: string; label: string; autoComplete: string; type?: string; optional?: boolean; wide?: boolean; placeholder?: string };

const FIELDS: Field[] = [
  { name: 'firstName', label: 'INPUT_FIRST_NAME', autoComplete: 'given-name' },
  { name: 'lastName', label: 'INPUT_LAST_NAME', autoComplete: 'family-name' },
  { name: 'company', label: 'INPUT_COMPANY', autoComplete: 'organization', optional: true, wide: true },
  { name: 'country', label: 'INPUT_COUNTRY', autoComplete: 'country', wide: true },
  {
    name: 'address1',
    label: 'INPUT_STREET_ADDRESS',
    autoComplete: 'address-line1',
    wide: true,
    placeholder: 'INPUT_STREET_ADDRESS_PLACEHOLDER_1',
  },
  {
    name: 'address2',
    label: 'INPUT_STREET_ADDRESS_LINE_2',
    autoComplete: 'address-line2',
    wide: true,
    optional: true,
    placeholder: 'INPUT_STREET_ADDRESS_PLACEHOLDER_2',
  },
  { name: 'city', label: 'INPUT_CITY', autoComplete: 'address-level2', wide: true },
  { name: 'state', label: 'INPUT_STATE', autoComplete: 'address-level1', optional: true },
  { name: 'postcode', label: 'INPUT_POSTCODE', autoComplete: 'postal-code' },
  { name: 'email', label: 'INPUT_EMAIL_ADDRESS', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'INPUT_PHONE_NUMBER', autoComplete: 'tel', type: 'tel' },
];

export const BILLING_FIELDS = FIELDS.map((f) => f.name);
export const SHIPPING_FIELDS = BILLING_FIELDS.filter((n) => n !== 'email' && n !== 'phone');

export const inputClass = (invalid: boolean) =>
  `block h-11 w-full rounded border bg-white px-3 text-ink transition-colors placeholder:text-muted/70 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30 ${invalid ? 'border-brand' : 'border-line hover:border-muted'}`;

export function FieldError({ id, code }: { id: string; code?: string }) {
  const t = useTranslations();
  if (!code) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-brand">
      {t(code)}
    </p>
  );
}

type Props = {
  /** 'billingAddress' or 'shippingAddress': the prefix of each field's id and error param. */
  prefix: 'billingAddress' | 'shippingAddress';
  values: AddressValues;
  errors: Record<string, string>;
  countries: CountryOption[];
  onChange: (name: string, value: string) => void;
};

export function AddressFields({ prefix, values, errors, countries, onChange }: Props) {
  const t = useTranslations();
  const fields = prefix === 'billingAddress' ? FIELDS : FIELDS.filter((f) => SHIPPING_FIELDS.includes(f.name));
  return (
    <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
      {fields.map((f) => {
        const id = `${prefix}-${f.name}`;
        const param = `${prefix}.${f.name}`;
        const error = errors[param];
        const common = {
          id,
          name: param,
          value: values[f.name] ?? '',
          autoComplete: `${prefix === 'billingAddress' ? 'billing' : 'shipping'} ${f.autoComplete}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': f.optional ? undefined : true,
        };
        return (
          <div key={f.name} className={f.wide ? 'sm:col-span-2' : ''}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
              {t(f.label)}
              {f.optional ? (
                <span className="ms-1 font-normal text-muted">({t('TEXT_OPTIONAL')})</span>
              ) : (
                <span className="ms-0.5 text-brand" aria-hidden>
                  *
                </span>
              )}
            </label>
            {f.name === 'country' ? (
              <select {...common} onChange={(e) => onChange(f.name, e.target.value)} className={inputClass(!!error)}>
                <option value="">{t('INPUT_COUNTRY_PLACEHOLDER')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={f.type ?? 'text'}
                dir={f.type === 'email' || f.type === 'tel' ? 'ltr' : undefined}
                placeholder={f.placeholder ? t(f.placeholder) : undefined}
                onChange={(e) => onChange(f.name, e.target.value)}
                className={`${inputClass(!!error)} ${f.type === 'email' || f.type === 'tel' ? 'text-start rtl:text-end' : ''}`}
              />
            )}
            <FieldError id={`${id}-error`} code={error} />
          </div>
        );
      })}
    </div>
  );
}
