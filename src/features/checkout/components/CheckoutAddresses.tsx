'use client';
// The checkout form's addresses (/cart/checkout): the billing address, which a signed-in shopper may
// start from a saved one (the default first) and otherwise starts from their account's name, email and
// phone; the optional different shipping address; and the order notes, shown with the shipping details.
// useCheckoutAddresses holds what is typed; CheckoutForm checks and posts it with the rest of the order.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CountryOption } from '@/server/countries';
import type { SavedAddress } from '../queries';
import { AddressFields, BILLING_FIELDS, SHIPPING_FIELDS, type AddressValues } from './AddressFields';
import { OrderNotesField } from './OrderNotesField';
import { SavedAddressSelect } from './SavedAddressSelect';

/** The signed-in shopper whose details start the billing address; null for a guest. */
export type CheckoutShopper = { email: string; firstName: string; lastName: string; phone: string | null } | null;

const blank = (names: string[]): AddressValues => Object.fromEntries(names.map((n) => [n, '']));
const fromSaved = (a: SavedAddress): AddressValues =>
  Object.fromEntries(BILLING_FIELDS.map((n) => [n, String(a[n as keyof SavedAddress] ?? '')]));

/** The addresses as typed so far, and the saved address they started from ('new': none). */
export function useCheckoutAddresses(saved: SavedAddress[], user: CheckoutShopper) {
  const preferred = saved.find((a) => a.isDefault) ?? saved[0];
  const [addressId, setAddressId] = useState<number | 'new'>(preferred?.id ?? 'new');
  const [billing, setBilling] = useState<AddressValues>(() =>
    preferred
      ? fromSaved(preferred)
      : {
          ...blank(BILLING_FIELDS),
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          email: user?.email ?? '',
          phone: user?.phone ?? '',
        },
  );
  const [shipElsewhere, setShipElsewhere] = useState(false);
  const [shipping, setShipping] = useState<AddressValues>(() => blank(SHIPPING_FIELDS));

  const pickAddress = (value: string) => {
    if (value === 'new') {
      setAddressId('new');
      setBilling({ ...blank(BILLING_FIELDS), email: user?.email ?? '' });
      return;
    }
    const a = saved.find((x) => String(x.id) === value);
    if (a) {
      setAddressId(a.id);
      setBilling(fromSaved(a));
    }
  };

  return { addressId, pickAddress, billing, setBilling, shipElsewhere, setShipElsewhere, shipping, setShipping };
}

type Props = {
  addresses: ReturnType<typeof useCheckoutAddresses>;
  saved: SavedAddress[];
  countries: CountryOption[];
  /** Field errors by field id, as message ids. */
  errors: Record<string, string>;
  notes: string;
  onNotes: (notes: string) => void;
};

/** The billing details and the shipping details fieldsets. */
export function CheckoutAddresses({ addresses, saved, countries, errors, notes, onNotes }: Props) {
  const t = useTranslations();
  const { addressId, pickAddress, billing, setBilling, shipElsewhere, setShipElsewhere, shipping, setShipping } = addresses;
  const legend = 'text-xl font-semibold text-ink';
  return (
    <>
      <fieldset className="rounded-md border border-line p-5 md:p-7">
        <legend className={`${legend} px-2`}>{t('HEADER_BILLING_DETAILS')}</legend>
        {saved.length > 0 && <SavedAddressSelect saved={saved} value={addressId} onPick={pickAddress} />}
        <AddressFields
          prefix="billingAddress"
          values={billing}
          errors={errors}
          countries={countries}
          onChange={(n, v) => setBilling((b) => ({ ...b, [n]: v }))}
        />
      </fieldset>

      <fieldset className="rounded-md border border-line p-5 md:p-7">
        <legend className={`${legend} px-2`}>{t('HEADER_SHIPPING_DETAILS')}</legend>
        <label className="flex cursor-pointer items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={shipElsewhere}
            onChange={(e) => setShipElsewhere(e.target.checked)}
            className="size-4 accent-brand"
          />
          {t('INPUT_SHIP_TO_DIFFERENT_ADDRESS')}
        </label>
        {shipElsewhere && (
          <div className="mt-5">
            <AddressFields
              prefix="shippingAddress"
              values={shipping}
              errors={errors}
              countries={countries}
              onChange={(n, v) => setShipping((s) => ({ ...s, [n]: v }))}
            />
          </div>
        )}
        <OrderNotesField value={notes} error={errors.notes} onChange={onNotes} />
      </fieldset>
    </>
  );
}
