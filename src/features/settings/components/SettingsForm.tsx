'use client';
// The admin's settings page body (/admin/settings): one form per section — shipping, tax, exchange
// rates, the bank account for transfers, store contacts in every shop language — each posting its own server action (actions.ts),
// so saving one section never sends or overwrites another. Native inputs, so a form works before
// hydration too; the server checks everything and answers with message ids, shown under each field.
// After a save the page's data is refreshed, and the fields show what is now stored.
import { useActionState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Currency } from '@/i18n/currency';
import { directionOf, LANGUAGE_NAMES, locales } from '@/i18n/routing';
import { adminButton, adminInput, adminLabel } from '@/ui/admin-styles';
import { saveBank, saveContacts, saveExchangeRates, saveShipping, saveTax, type SettingsFormState } from '../actions';
import { BASE_CURRENCY, RATED_CURRENCIES, centsText, percentText, type StoreSettings } from '../model';

type Action = (prev: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

const IDLE: SettingsFormState = { status: 'idle' };
const textArea = adminInput.replace('h-10', 'min-h-20 py-2');

/** One section's form: its state, what to show in a field, and its error. */
function useSection(action: Action) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, IDLE);
  return {
    state,
    formAction,
    pending,
    /** After a refusal, what was typed; otherwise the stored value. */
    value: (name: string, stored: string) => state.values?.[name] ?? stored,
    error: (name: string) => (state.errors?.[name] ? t(state.errors[name]) : undefined),
  };
}

function Section({
  id,
  title,
  intro,
  form,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  form: ReturnType<typeof useSection>;
  children: ReactNode;
}) {
  const t = useTranslations();
  const { state, pending, formAction } = form;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-white p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <form action={formAction} noValidate className="mt-4 space-y-4" data-testid={`${id}-form`}>
        {state.alert && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
            {t(state.alert)}
          </p>
        )}
        {state.status === 'saved' && !pending && (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('TEXT_ADMIN_SETTINGS_SAVED')}
          </p>
        )}
        {children}
        <button type="submit" className={adminButton} disabled={pending} aria-busy={pending}>
          {t('BUTTON_SAVE')}
        </button>
      </form>
    </section>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue'>;

/** A labelled native field with its hint and error, both tied to it for screen readers. */
function Field({ id, name, label, defaultValue, error, hint, multiline, ...input }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, name, defaultValue, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} lang={input.lang} dir={input.dir} maxLength={input.maxLength} className={textArea} />
      ) : (
        <input {...common} {...input} className={adminInput} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-nofit">
          {error}
        </p>
      )}
    </div>
  );
}

const money = { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', maxLength: 12 } as const;

export function SettingsForm({ settings, currencies }: { settings: StoreSettings; currencies: Currency[] }) {
  const t = useTranslations();
  const shipping = useSection(saveShipping);
  const tax = useSection(saveTax);
  const rates = useSection(saveExchangeRates);
  const contacts = useSection(saveContacts);
  const bank = useSection(saveBank);
  const { shipping: ship, contacts: c, bank: b } = settings;
  const rateOf = (code: string) => currencies.find((x) => x.code === code);

  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="settings">
      <p className="text-sm text-muted xl:col-span-2">{t('TEXT_ADMIN_SETTINGS_CHECKOUT_NOTE')}</p>

      <Section id="settings-shipping" title={t('HEADER_ADMIN_SETTINGS_SHIPPING')} form={shipping}>
        <Field
          id="settings-shipping-price"
          name="price"
          label={t('INPUT_ADMIN_SHIPPING_PRICE')}
          defaultValue={shipping.value('price', centsText(ship.price))}
          error={shipping.error('price')}
          {...money}
        />
        <Field
          id="settings-shipping-free-from"
          name="freeFrom"
          label={t('INPUT_ADMIN_FREE_SHIPPING_FROM')}
          hint={t('TEXT_ADMIN_FREE_SHIPPING_HINT')}
          defaultValue={shipping.value('freeFrom', ship.freeFrom === null ? '' : centsText(ship.freeFrom))}
          error={shipping.error('freeFrom')}
          {...money}
        />
      </Section>

      <Section id="settings-tax" title={t('HEADER_ADMIN_SETTINGS_TAX')} form={tax}>
        <Field
          id="settings-tax-rate"
          name="basisPoints"
          label={t('INPUT_ADMIN_TAX_RATE')}
          hint={t('TEXT_ADMIN_TAX_HINT')}
          defaultValue={tax.value('basisPoints', percentText(settings.tax.basisPoints))}
          error={tax.error('basisPoints')}
          {...money}
          maxLength={8}
        />
      </Section>

      <Section id="settings-rates" title={t('HEADER_ADMIN_SETTINGS_EXCHANGE_RATES')} intro={t('TEXT_ADMIN_RATES_HINT')} form={rates}>
        <p className="text-sm text-ink">{t('TEXT_ADMIN_BASE_CURRENCY', { code: BASE_CURRENCY })}</p>
        {RATED_CURRENCIES.filter((code) => rateOf(code)).map((code) => (
          <Field
            key={code}
            id={`settings-rate-${code}`}
            name={code}
            label={t('INPUT_ADMIN_EXCHANGE_RATE', { code })}
            defaultValue={rates.value(code, String(rateOf(code)!.rate))}
            error={rates.error(code)}
            {...money}
            maxLength={16}
          />
        ))}
      </Section>

      <Section id="settings-bank" title={t('HEADER_ADMIN_SETTINGS_BANK')} intro={t('TEXT_ADMIN_BANK_HINT')} form={bank}>
        <Field
          id="settings-bank-account-name"
          name="accountName"
          label={t('INPUT_ADMIN_BANK_ACCOUNT_NAME')}
          defaultValue={bank.value('accountName', b.accountName)}
          error={bank.error('accountName')}
          dir="ltr"
          maxLength={120}
        />
        <Field
          id="settings-bank-name"
          name="bankName"
          label={t('INPUT_ADMIN_BANK_NAME')}
          defaultValue={bank.value('bankName', b.bankName)}
          error={bank.error('bankName')}
          dir="ltr"
          maxLength={120}
        />
        <Field
          id="settings-bank-account-number"
          name="accountNumber"
          label={t('INPUT_ADMIN_BANK_ACCOUNT_NUMBER')}
          defaultValue={bank.value('accountNumber', b.accountNumber)}
          error={bank.error('accountNumber')}
          dir="ltr"
          autoComplete="off"
          maxLength={42}
        />
        <Field
          id="settings-bank-bic"
          name="bic"
          label={t('INPUT_ADMIN_BANK_BIC')}
          hint={t('TEXT_ADMIN_BANK_BIC_HINT')}
          defaultValue={bank.value('bic', b.bic)}
          error={bank.error('bic')}
          dir="ltr"
          autoComplete="off"
          maxLength={11}
        />
      </Section>

      <Section id="settings-contacts" title={t('HEADER_ADMIN_SETTINGS_CONTACTS')} form={contacts}>
        <Field
          id="settings-contacts-email"
          name="email"
          type="email"
          label={t('TEXT_EMAIL')}
          defaultValue={contacts.value('email', c.email)}
          error={contacts.error('email')}
          dir="ltr"
          maxLength={254}
        />
        <Field
          id="settings-contacts-phone"
          name="phone"
          type="tel"
          label={t('TEXT_PHONE')}
          defaultValue={contacts.value('phone', c.phone)}
          error={contacts.error('phone')}
          dir="ltr"
          maxLength={40}
        />
        {locales.map((l) => (
          <fieldset key={l} className="space-y-3 rounded-md border border-line p-4">
            <legend lang={l} className="px-1 text-sm font-semibold text-ink">
              {LANGUAGE_NAMES[l]}
            </legend>
            <Field
              id={`settings-address-${l}`}
              name={`address.${l}`}
              label={t('TEXT_ADDRESS')}
              defaultValue={contacts.value(`address.${l}`, c.address[l])}
              error={contacts.error(`address.${l}`)}
              lang={l}
              dir={directionOf(l)}
              maxLength={300}
              multiline
            />
            <Field
              id={`settings-hours-${l}`}
              name={`hours.${l}`}
              label={t('TEXT_OPENING_HOURS')}
              defaultValue={contacts.value(`hours.${l}`, c.hours[l])}
              error={contacts.error(`hours.${l}`)}
              lang={l}
              dir={directionOf(l)}
              maxLength={200}
            />
          </fieldset>
        ))}
      </Section>
    </div>
  );
}
