'use client';
// New and edit address form (sections 2 and 3): names, company, country (from the database), two
// street lines, city, state, postcode, email, phone and "default address".
import { useTranslations } from 'next-intl';
import { saveAddress } from '../actions';
import type { Address } from '../addresses';
import { addressSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button, ButtonLink } from '@/ui/Button';
import { Checkbox, Field, Select, TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

type Props = {
  address: Address | null;
  countries: { code: string; name: string }[];
  /** Pre-fills a new address with the shopper's own details. */
  defaults: { firstName: string; lastName: string; email: string; phone: string };
};

export function AddressForm({ address, countries, defaults }: Props) {
  const t = useTranslations();
  const { formAction, pending, onSubmit, error, alert, value } = useAccountForm(saveAddress, addressSchema);
  const v = (k: keyof Address & string) =>
    value(k) ?? (address ? String(address[k] ?? '') : ((defaults as Record<string, string>)[k] ?? ''));
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="address-form">
      {address && <input type="hidden" name="id" value={address.id} />}
      <Alert>{alert}</Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="address-first-name"
          name="firstName"
          autoComplete="given-name"
          label={t('INPUT_FIRST_NAME')}
          placeholder={t('INPUT_FIRST_NAME_PLACEHOLDER')}
          defaultValue={v('firstName')}
          error={error('firstName')}
        />
        <TextField
          id="address-last-name"
          name="lastName"
          autoComplete="family-name"
          label={t('INPUT_LAST_NAME')}
          placeholder={t('INPUT_LAST_NAME_PLACEHOLDER')}
          defaultValue={v('lastName')}
          error={error('lastName')}
        />
      </div>
      <TextField
        id="address-company"
        name="company"
        autoComplete="organization"
        label={t('INPUT_COMPANY')}
        optional
        placeholder={t('INPUT_COMPANY_PLACEHOLDER')}
        defaultValue={v('company')}
        error={error('company')}
      />
      <Field id="address-country" label={t('INPUT_COUNTRY')} error={error('country')}>
        {(control) => (
          <Select {...control} name="country" autoComplete="country" defaultValue={v('country')}>
            <option value="">{t('INPUT_COUNTRY_PLACEHOLDER')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        id="address-line-1"
        name="address1"
        autoComplete="address-line1"
        label={t('INPUT_STREET_ADDRESS')}
        placeholder={t('INPUT_STREET_ADDRESS_PLACEHOLDER_1')}
        defaultValue={v('address1')}
        error={error('address1')}
      />
      <TextField
        id="address-line-2"
        name="address2"
        autoComplete="address-line2"
        label={t('INPUT_STREET_ADDRESS_LINE_2')}
        optional
        placeholder={t('INPUT_STREET_ADDRESS_PLACEHOLDER_2')}
        defaultValue={v('address2')}
        error={error('address2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="address-city"
          name="city"
          autoComplete="address-level2"
          label={t('INPUT_CITY')}
          placeholder={t('INPUT_CITY_PLACEHOLDER')}
          defaultValue={v('city')}
          error={error('city')}
        />
        <TextField
          id="address-state"
          name="state"
          autoComplete="address-level1"
          label={t('INPUT_STATE')}
          optional
          placeholder={t('INPUT_STATE_PLACEHOLDER')}
          defaultValue={v('state')}
          error={error('state')}
        />
        <TextField
          id="address-postcode"
          name="postcode"
          autoComplete="postal-code"
          label={t('INPUT_POSTCODE')}
          placeholder={t('INPUT_POSTCODE_PLACEHOLDER')}
          defaultValue={v('postcode')}
          error={error('postcode')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="address-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('INPUT_EMAIL_ADDRESS')}
          placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
          defaultValue={v('email')}
          error={error('email')}
        />
        <TextField
          id="address-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('INPUT_PHONE_NUMBER')}
          placeholder={t('INPUT_PHONE_NUMBER_PLACEHOLDER')}
          defaultValue={v('phone')}
          error={error('phone')}
        />
      </div>
      <Checkbox
        id="address-default"
        name="isDefault"
        label={t('INPUT_DEFAULT_ADDRESS')}
        defaultChecked={value('isDefault') ? value('isDefault') === 'on' : (address?.isDefault ?? false)}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" pending={pending}>
          {t('BUTTON_SAVE')}
        </Button>
        <ButtonLink href="/account/addresses" variant="secondary">
          {t('BUTTON_CANCEL')}
        </ButtonLink>
      </div>
    </form>
  );
}
