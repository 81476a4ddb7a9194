// Settings feature: what the owner sets for the whole shop instead of a code constant (issue 17):
// the shipping charge and its free-shipping threshold, the tax rate and the store's contacts, one
// row each in `store_settings`; and the exchange rates, which stay in `currencies.rate` beside the
// currency they convert to. This file owns each setting's zod schema, its default (the values the
// shop had as constants) and the form texts ↔ values rules. Pure, no I/O: queries.ts reads,
// service.ts writes (with the audit line), actions.ts are the admin's server actions.
// @server-translated: the form's error ids reach the admin's forms only (every id is on the admin's
// pages); the shop's pages read the charges and contacts from here, never these texts.
//
// Decisions:
// - A key without a row has its default, so a fresh shop (and every test database) behaves as the
//   shop always did, and adding a setting needs no migration. A stored value that no longer passes
//   its schema (edited by hand, written by another version) is ignored for the default, never a 500.
// - Money is integer USD cents like every price; the form takes dollars with at most two decimals.
// - Tax is stored in basis points (hundredths of a percent: 20 % = 2000): an integer, so the
//   rounding rule stays exact in integers (tax = round(subtotal × bp / 10000)), JSON holds no float,
//   and a rate such as 8.25 % is still possible. The form takes a percentage.
// - `freeFrom: null` means shipping is never free (the owner may turn the promise off).
// - Exchange rates: units of the currency per 1 USD, greater than 0 and below 1,000,000 with at most
//   six decimals (the column is numeric(12,6)). USD is the base of every price, so its rate stays 1.
// - Contacts: one email and one phone; the address and opening hours in every shop language, all
//   required, since the footer and the contact page show them in each.
// - Bank account: the holder, the bank, the account number (IBAN or local) and an optional BIC, in
//   the Latin letters banks use, so one value serves every language.
import '@/ui/zod';
import { z } from 'zod/mini';
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { CURRENCY_CODES, centsAsInput, type CurrencyCode } from '@/i18n/currency';
import { locales, type Locale } from '@/i18n/routing';
import type { Charges } from '@/features/cart/model';

const SETTINGS_ERRORS = {
  amount: 'ERROR_SETTINGS_AMOUNT',
  taxRate: 'ERROR_SETTINGS_TAX_RATE',
  exchangeRate: 'ERROR_SETTINGS_EXCHANGE_RATE',
  baseRate: 'ERROR_SETTINGS_BASE_RATE',
  phone: 'ERROR_SETTINGS_PHONE',
  required: 'ERROR_FORM_REQUIRED',
  email: 'ERROR_FORM_INCORRECT_EMAIL',
  tooLong: 'ERROR_FORM_TOO_LONG',
  accountNumber: 'ERROR_SETTINGS_ACCOUNT_NUMBER',
  bic: 'ERROR_SETTINGS_BIC',
} as const;

/** The largest shipping charge or threshold, USD cents ($1,000,000: the largest order subtotal). */
const MAX_SETTING_CENTS = 100_000_000;
/** 100 %, in basis points. */
const MAX_TAX_BASIS_POINTS = 10_000;
/** numeric(12,6) holds less than 1,000,000. */
const MAX_EXCHANGE_RATE = 999_999.999999;

const cents = z
  .int({ error: SETTINGS_ERRORS.amount })
  .check(z.gte(0, { error: SETTINGS_ERRORS.amount }), z.lte(MAX_SETTING_CENTS, { error: SETTINGS_ERRORS.amount }));

const text = (max: number) =>
  z
    .string({ error: SETTINGS_ERRORS.required })
    .check(
      z.regex(PRINTABLE_TEXT, { error: FORM_CONTROL_CHARACTERS }),
      z.trim(),
      z.maxLength(max, { error: SETTINGS_ERRORS.tooLong }),
      z.minLength(1, { error: SETTINGS_ERRORS.required }),
    );
const inEveryLanguage = (max: number) => z.object({ en: text(max), ru: text(max), ar: text(max) });

export const shippingSchema = z.object({
  /** Charged once per order, USD cents. */
  price: cents,
  /** A subtotal (USD cents) from which shipping is free; null: never free. */
  freeFrom: z.nullable(cents),
});

export const taxSchema = z.object({
  /** Share of the subtotal, in basis points (2000 = 20 %). */
  basisPoints: z
    .int({ error: SETTINGS_ERRORS.taxRate })
    .check(z.gte(0, { error: SETTINGS_ERRORS.taxRate }), z.lte(MAX_TAX_BASIS_POINTS, { error: SETTINGS_ERRORS.taxRate })),
});

export const contactsSchema = z.object({
  email: text(254).check(z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: SETTINGS_ERRORS.email })),
  // What people dial: an optional +, then digits with spaces, dots, dashes or brackets, 6 digits at least.
  phone: text(40).check(
    z.regex(/^\+?[\d\s().-]+$/, { error: SETTINGS_ERRORS.phone }),
    z.refine((v) => v.replace(/\D/g, '').length >= 6, { error: SETTINGS_ERRORS.phone }),
  ),
  address: inEveryLanguage(300),
  hours: inEveryLanguage(200),
});

/** Where a bank transfer goes: shown with the order when the shopper pays by bank transfer. */
export const bankSchema = z.object({
  accountName: text(120),
  bankName: text(120),
  // An IBAN or a local account number, as the bank prints it: letters, digits, spaces and dashes.
  accountNumber: text(42).check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: SETTINGS_ERRORS.accountNumber })),
  /** The bank's BIC/SWIFT code (8 or 11 characters), or '' when transfers are domestic only. */
  bic: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^(?:[A-Z0-9]{8}|[A-Z0-9]{11})?$/, { error: SETTINGS_ERRORS.bic })),
});

/** Every setting key with its value's schema: one row of store_settings each. */
export const SETTING_SCHEMAS = { shipping: shippingSchema, tax: taxSchema, contacts: contactsSchema, bank: bankSchema } as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
const isSettingKey = (v: unknown): v is SettingKey => typeof v === 'string' && Object.hasOwn(SETTING_SCHEMAS, v);

type ShippingSetting = z.output<typeof shippingSchema>;
type TaxSetting = z.output<typeof taxSchema>;
export type StoreContacts = z.output<typeof contactsSchema>;
export type BankAccount = z.output<typeof bankSchema>;
export type StoreSettings = { shipping: ShippingSetting; tax: TaxSetting; contacts: StoreContacts; bank: BankAccount };

/** The shop's values before they were settings: flat $25 shipping, free from $200, 20 % tax. */
export const DEFAULT_SETTINGS: StoreSettings = {
  shipping: { price: 2500, freeFrom: 20000 },
  tax: { basisPoints: 2000 },
  contacts: {
    email: 'hello@axle.example',
    phone: '+971 4 555 0142',
    address: {
      en: 'Axle Showroom & Warehouse, Warehouse 14, Street 27, Dubai Investments Park 1, Dubai, United Arab Emirates',
      ru: 'Шоурум и склад Axle, склад 14, улица 27, Dubai Investments Park 1, Дубай, Объединённые Арабские Эмираты',
      ar: 'صالة عرض ومستودع أكسل، مستودع 14، شارع 27، مجمع دبي للاستثمار 1، دبي، الإمارات العربية المتحدة',
    },
    hours: {
      en: 'Mon–Sat 9:00–20:00, Sun 10:00–18:00 (Gulf Standard Time)',
      ru: 'Пн–Сб 9:00–20:00, Вс 10:00–18:00 (по времени Дубая)',
      ar: 'من الاثنين إلى السبت 9:00–20:00، الأحد 10:00–18:00 (بتوقيت الخليج)',
    },
  },
  // A demo account in the UAE's IBAN format: an owner replaces it in the admin's settings.
  bank: {
    accountName: 'Axle Auto Parts Trading LLC',
    bankName: 'Emirates NBD',
    accountNumber: 'AE07 0331 2345 6789 0123 456',
    bic: 'EBILAEAD',
  },
};

/**
 * The settings from the stored rows (key → value as read): each key's stored value when it passes
 * its schema, else its default. `rejected` names the keys whose stored value was ignored.
 */
export function settingsFromRows(rows: { key: string; value: unknown }[]): { settings: StoreSettings; rejected: SettingKey[] } {
  const settings: StoreSettings = { ...DEFAULT_SETTINGS };
  const rejected: SettingKey[] = [];
  for (const { key, value } of rows) {
    if (!isSettingKey(key)) continue;
    const parsed = SETTING_SCHEMAS[key].safeParse(value);
    if (parsed.success) (settings as Record<SettingKey, unknown>)[key] = parsed.data;
    else rejected.push(key);
  }
  return { settings, rejected };
}

/** What the cart and the checkout charge on top of the lines, from the settings. */
export const chargesOf = ({ shipping, tax }: Pick<StoreSettings, 'shipping' | 'tax'>): Charges => ({
  shipping: shipping.price,
  freeShippingFrom: shipping.freeFrom,
  taxBasisPoints: tax.basisPoints,
});

// ---- Exchange rates (currencies.rate) ----

const rate = z.number({ error: SETTINGS_ERRORS.exchangeRate }).check(
  z.gt(0, { error: SETTINGS_ERRORS.exchangeRate }),
  z.lte(MAX_EXCHANGE_RATE, { error: SETTINGS_ERRORS.exchangeRate }),
  // Six decimals at most; the slack is the float's own error on rates near a million (about 1e-4).
  z.refine((n) => Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-3, { error: SETTINGS_ERRORS.exchangeRate }),
);

/** The currency every price is kept in (integer cents): its rate is 1 by definition. */
export const BASE_CURRENCY = 'USD' satisfies CurrencyCode;
type RatedCurrency = Exclude<CurrencyCode, typeof BASE_CURRENCY>;
/** The currencies whose rate the owner sets: all but the base currency. */
export const RATED_CURRENCIES = CURRENCY_CODES.filter((c): c is RatedCurrency => c !== BASE_CURRENCY);

/** Units of each currency per 1 USD. The base currency may be named only with its rate of 1. */
export const exchangeRatesSchema = z.object({
  ...(Object.fromEntries(RATED_CURRENCIES.map((code) => [code, rate])) as Record<RatedCurrency, typeof rate>),
  [BASE_CURRENCY]: z.optional(z.literal(1, { error: SETTINGS_ERRORS.baseRate })),
});

// ---- The admin form: texts as typed ↔ values ----

/** "25", "25.5", "25,50" (dollars, at most two decimals) as cents; NaN for anything else. */
export function centsFromText(raw: string): number {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
}

/** Cents as the form shows them: 2500 → "25.00". */
export const centsText = centsAsInput;

/** "20", "8.25", "8,25" (a percentage, at most two decimals) as basis points; NaN for anything else. */
export function basisPointsFromText(raw: string): number {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(raw.trim().replace(/\s*%$/, ''));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
}

/** Basis points as the form shows them: 2000 → "20", 825 → "8.25". */
export const percentText = (basisPoints: number): string => String(basisPoints / 100);

/** "0.92", "0,92", "64" as a rate; NaN for anything else (more than six decimals included). */
export function rateFromText(raw: string): number {
  const m = /^(\d{1,6})(?:[.,](\d{1,6}))?$/.exec(raw.trim());
  return m ? Number(`${m[1]}.${m[2] ?? '0'}`) : NaN;
}

type FormTexts = Record<string, string | undefined>;
const field = (form: FormTexts, name: string) => form[name] ?? '';

/** The shipping form's texts (price, freeFrom: empty for never free) as a value to validate. */
export const shippingFromForm = (form: FormTexts) => ({
  price: centsFromText(field(form, 'price')),
  freeFrom: field(form, 'freeFrom').trim() === '' ? null : centsFromText(field(form, 'freeFrom')),
});

/** The tax form's text (basisPoints, typed as a percentage) as a value to validate. */
export const taxFromForm = (form: FormTexts) => ({ basisPoints: basisPointsFromText(field(form, 'basisPoints')) });

/** The exchange-rate form's texts (one field per currency code) as a value to validate. */
export const exchangeRatesFromForm = (form: FormTexts) =>
  Object.fromEntries(RATED_CURRENCIES.map((code) => [code, rateFromText(field(form, code))]));

/** The contacts form's texts (email, phone, address.en, hours.ru, …) as a value to validate. */
export const contactsFromForm = (form: FormTexts) => {
  const inEvery = (name: string) => Object.fromEntries(locales.map((l: Locale) => [l, field(form, `${name}.${l}`)]));
  return { email: field(form, 'email'), phone: field(form, 'phone'), address: inEvery('address'), hours: inEvery('hours') };
};

/** The bank form's texts as a value to validate. */
export const bankFromForm = (form: FormTexts) => ({
  accountName: field(form, 'accountName'),
  bankName: field(form, 'bankName'),
  accountNumber: field(form, 'accountNumber'),
  bic: field(form, 'bic'),
});

export type SettingErrors = Partial<Record<string, string>>;

/**
 * The first message id per field of a failed parse, the field named by its path ('price',
 * 'address.ru'), which is also the form field's name. Anything but a message id reads as invalid input.
 */
export function settingErrors(error: z.core.$ZodError): SettingErrors {
  const out: SettingErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'form';
    out[name] ??= issue.message.startsWith('ERROR_') ? issue.message : SETTINGS_ERRORS.required;
  }
  return out;
}
