import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  bankFromForm,
  bankSchema,
  RATED_CURRENCIES,
  SETTING_SCHEMAS,
  basisPointsFromText,
  centsFromText,
  centsText,
  chargesOf,
  contactsFromForm,
  contactsSchema,
  exchangeRatesFromForm,
  exchangeRatesSchema,
  percentText,
  rateFromText,
  settingErrors,
  settingsFromRows,
  shippingFromForm,
  shippingSchema,
  taxFromForm,
  taxSchema,
} from './model';

const refusal = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : settingErrors(r.error as never);
};

describe('the shop before the owner changes anything', () => {
  it('charges $25 shipping, free from $200, and 20 % tax, as it always did', () => {
    expect(chargesOf(DEFAULT_SETTINGS)).toEqual({ shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 });
  });

  it('has contacts that pass their own rules, translated into Russian and Arabic', () => {
    for (const key of ['shipping', 'tax', 'contacts'] as const)
      expect(SETTING_SCHEMAS[key].safeParse(DEFAULT_SETTINGS[key]).success, key).toBe(true);
    const { address, hours } = DEFAULT_SETTINGS.contacts;
    for (const text of [address, hours]) {
      expect(text.ru).toMatch(/[А-Яа-яЁё]/);
      expect(text.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses the default of every setting that has no row, and of one whose stored value is broken', () => {
    expect(settingsFromRows([])).toEqual({ settings: DEFAULT_SETTINGS, rejected: [] });
    const { settings, rejected } = settingsFromRows([
      { key: 'shipping', value: { price: 999, freeFrom: null } },
      { key: 'tax', value: { basisPoints: -5 } },
      { key: 'retired-setting', value: 42 },
    ]);
    expect(settings.shipping).toEqual({ price: 999, freeFrom: null });
    expect(settings.tax).toEqual(DEFAULT_SETTINGS.tax);
    expect(settings.contacts).toEqual(DEFAULT_SETTINGS.contacts);
    expect(rejected).toEqual(['tax']);
  });
});

describe('shipping as the owner types it', () => {
  it('takes dollars with at most two decimals, a comma as well as a point', () => {
    expect(['25', '25.5', '25,50', ' 0.99 ', '0'].map(centsFromText)).toEqual([2500, 2550, 2550, 99, 0]);
    for (const bad of ['', '-1', '1.999', '$25', '1e3', '25 USD', '1,000.00']) expect(centsFromText(bad), bad).toBeNaN();
    expect(centsText(2500)).toBe('25.00');
    expect(centsText(99)).toBe('0.99');
  });

  it('reads an empty threshold as "shipping is never free"', () => {
    expect(shippingFromForm({ price: '9.99', freeFrom: '' })).toEqual({ price: 999, freeFrom: null });
    expect(shippingSchema.parse(shippingFromForm({ price: '9.99', freeFrom: '' }))).toEqual({ price: 999, freeFrom: null });
  });

  it('refuses a negative or unreadable price and a threshold above $1,000,000, naming the field', () => {
    expect(refusal(shippingSchema, shippingFromForm({ price: '-5', freeFrom: '200' }))).toEqual({ price: 'ERROR_SETTINGS_AMOUNT' });
    expect(refusal(shippingSchema, shippingFromForm({ price: '5', freeFrom: '1000000.01' }))).toEqual({
      freeFrom: 'ERROR_SETTINGS_AMOUNT',
    });
    expect(refusal(shippingSchema, { price: -1, freeFrom: 0 })).toEqual({ price: 'ERROR_SETTINGS_AMOUNT' });
    expect(refusal(shippingSchema, { price: 1.5, freeFrom: 0 })).toEqual({ price: 'ERROR_SETTINGS_AMOUNT' });
  });
});

describe('the tax rate as the owner types it', () => {
  it('is a percentage from 0 to 100 with at most two decimals, kept in basis points', () => {
    expect(['20', '8.25', '8,5', '0', '100', '20 %'].map(basisPointsFromText)).toEqual([2000, 825, 850, 0, 10000, 2000]);
    expect(percentText(2000)).toBe('20');
    expect(percentText(825)).toBe('8.25');
    expect(taxSchema.parse(taxFromForm({ basisPoints: '8.25' }))).toEqual({ basisPoints: 825 });
  });

  it('refuses more than 100 %, a negative rate and three decimals', () => {
    for (const bad of ['100.01', '150', '-1', '8.255', 'twenty', ''])
      expect(refusal(taxSchema, taxFromForm({ basisPoints: bad })), bad).toEqual({ basisPoints: 'ERROR_SETTINGS_TAX_RATE' });
  });
});

describe('exchange rates as the owner types them', () => {
  it('are units of each currency per 1 USD, above 0, at most six decimals', () => {
    expect(RATED_CURRENCIES).toEqual(['EUR', 'GBP', 'RUB']);
    expect(['0.92', '0,78', '64', '0.000001', '999999.999999'].map(rateFromText)).toEqual([0.92, 0.78, 64, 0.000001, 999999.999999]);
    expect(rateFromText('0.0000001')).toBeNaN();
    expect(exchangeRatesSchema.parse(exchangeRatesFromForm({ EUR: '0.95', GBP: '0.8', RUB: '90' }))).toEqual({
      EUR: 0.95,
      GBP: 0.8,
      RUB: 90,
    });
    expect(exchangeRatesSchema.safeParse({ EUR: 999999.999999, GBP: 987654.321987, RUB: 0.000001 }).success).toBe(true);
    expect(refusal(exchangeRatesSchema, { EUR: 0.1234567, GBP: 1000000, RUB: 64 })).toEqual({
      EUR: 'ERROR_SETTINGS_EXCHANGE_RATE',
      GBP: 'ERROR_SETTINGS_EXCHANGE_RATE',
    });
  });

  it('refuses a rate of 0, a missing one and a base currency other than 1', () => {
    expect(refusal(exchangeRatesSchema, exchangeRatesFromForm({ EUR: '0', GBP: '', RUB: '90' }))).toEqual({
      EUR: 'ERROR_SETTINGS_EXCHANGE_RATE',
      GBP: 'ERROR_SETTINGS_EXCHANGE_RATE',
    });
    expect(refusal(exchangeRatesSchema, { EUR: 0.9, GBP: 0.8, RUB: 90, USD: 2 })).toEqual({ USD: 'ERROR_SETTINGS_BASE_RATE' });
    expect(exchangeRatesSchema.safeParse({ EUR: 0.9, GBP: 0.8, RUB: 90, USD: 1 }).success).toBe(true);
  });
});

describe('store contacts as the owner types them', () => {
  const form = {
    email: 'shop@example.com',
    phone: '+44 20 7946 0000',
    'address.en': '1 High Street, London',
    'address.ru': 'Хай-стрит, 1, Лондон',
    'address.ar': '1 هاي ستريت، لندن',
    'hours.en': 'Daily 9–18',
    'hours.ru': 'Ежедневно 9–18',
    'hours.ar': 'يومياً 9–18',
  };

  it('need an address and opening hours in every shop language', () => {
    expect(contactsSchema.parse(contactsFromForm(form))).toEqual({
      email: 'shop@example.com',
      phone: '+44 20 7946 0000',
      address: { en: '1 High Street, London', ru: 'Хай-стрит, 1, Лондон', ar: '1 هاي ستريت، لندن' },
      hours: { en: 'Daily 9–18', ru: 'Ежедневно 9–18', ar: 'يومياً 9–18' },
    });
    expect(refusal(contactsSchema, contactsFromForm({ ...form, 'address.ar': '  ', 'hours.ru': '' }))).toEqual({
      'address.ar': 'ERROR_FORM_REQUIRED',
      'hours.ru': 'ERROR_FORM_REQUIRED',
    });
  });

  it('refuse an email without a domain, a phone with letters, control characters and overlong texts', () => {
    expect(refusal(contactsSchema, contactsFromForm({ ...form, email: 'shop@localhost', phone: 'call us' }))).toEqual({
      email: 'ERROR_FORM_INCORRECT_EMAIL',
      phone: 'ERROR_SETTINGS_PHONE',
    });
    expect(refusal(contactsSchema, contactsFromForm({ ...form, phone: '+1 23' }))).toEqual({ phone: 'ERROR_SETTINGS_PHONE' });
    expect(refusal(contactsSchema, contactsFromForm({ ...form, 'address.en': 'a\u0000b', 'hours.en': 'x'.repeat(201) }))).toEqual({
      'address.en': 'ERROR_FORM_CONTROL_CHARACTERS',
      'hours.en': 'ERROR_FORM_TOO_LONG',
    });
  });
});

describe('the bank account for transfers', () => {
  const form = {
    accountName: ' Axle Trading LLC ',
    bankName: 'Emirates NBD',
    accountNumber: 'AE07 0331 2345 6789 0123 456',
    bic: 'ebilaead',
  };

  it('is read from the form trimmed, with the BIC in capitals', () => {
    expect(bankSchema.parse(bankFromForm(form))).toEqual({
      accountName: 'Axle Trading LLC',
      bankName: 'Emirates NBD',
      accountNumber: 'AE07 0331 2345 6789 0123 456',
      bic: 'EBILAEAD',
    });
  });

  it('may have no BIC (domestic transfers only), but needs a holder, a bank and an account number', () => {
    expect(bankSchema.parse(bankFromForm({ ...form, bic: '' })).bic).toBe('');
    expect(refusal(bankSchema, bankFromForm({ ...form, accountName: ' ', accountNumber: '' }))).toEqual({
      accountName: 'ERROR_FORM_REQUIRED',
      accountNumber: 'ERROR_FORM_REQUIRED',
    });
  });

  it('refuses an account number with other signs than letters, digits, spaces and dashes, and a BIC of the wrong length', () => {
    expect(refusal(bankSchema, bankFromForm({ ...form, accountNumber: 'AE07/0331', bic: 'EBILAE' }))).toEqual({
      accountNumber: 'ERROR_SETTINGS_ACCOUNT_NUMBER',
      bic: 'ERROR_SETTINGS_BIC',
    });
  });

  it('has a default, so a new shop shows where to pay', () => {
    expect(bankSchema.safeParse(DEFAULT_SETTINGS.bank).success).toBe(true);
  });
});
