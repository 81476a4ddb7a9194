'use server';
// The admin's settings forms as server actions, one per section (components/SettingsForm.tsx). Each
// first asks who is calling: anyone but an admin (a shopper, a visitor, staff without the settings
// area) changes nothing and gets the not-found answer, as the admin pages give them the 404 page.
// Then the form's texts become a value (model.ts), service.ts validates and stores it with its audit
// line, and the page's server data is refreshed so the form shows what is now stored.
import { refresh } from 'next/cache';
import { staffFor } from '@/features/admin/access';
import type { StaffMember } from '@/features/admin/model';
import type { FormState } from '@/ui/form-errors';
import { formValues } from '@/features/account/schema';
import { bankFromForm, contactsFromForm, exchangeRatesFromForm, shippingFromForm, taxFromForm } from './model';
import { updateExchangeRates, updateSettings, type SettingsUpdate } from './service';

export type SettingsFormState = FormState;

/** Not advertised: the same answer as for a page that does not exist. */
const NOT_FOUND: SettingsFormState = { status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' };

async function save(
  form: FormData,
  update: (values: Record<string, string>, staff: StaffMember) => Promise<SettingsUpdate>,
): Promise<SettingsFormState> {
  const staff = await staffFor('settings');
  if (!staff) return NOT_FOUND;
  const values = formValues(form);
  const result = await update(values, staff);
  // The typed texts come back after a refusal, so nothing the admin typed is lost.
  if (!result.ok) return { status: 'error', errors: result.errors, values };
  refresh();
  return { status: 'saved' };
}

export async function saveShipping(_prev: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  return save(form, (values, staff) => updateSettings('shipping', shippingFromForm(values), staff));
}

export async function saveTax(_prev: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  return save(form, (values, staff) => updateSettings('tax', taxFromForm(values), staff));
}

export async function saveContacts(_prev: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  return save(form, (values, staff) => updateSettings('contacts', contactsFromForm(values), staff));
}

export async function saveBank(_prev: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  return save(form, (values, staff) => updateSettings('bank', bankFromForm(values), staff));
}

export async function saveExchangeRates(_prev: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  return save(form, (values, staff) => updateExchangeRates(exchangeRatesFromForm(values), staff));
}
