'use client';
// The product's edit form: names and descriptions in the three languages (each typed in its own
// direction), price and compare-at price in USD, stock and its status, category, brand, part number
// and visibility. The schema is checked in the browser first (an empty name is caught without a
// round trip), then saveProductAction checks everything again. After a refusal the form shows what
// was typed with each field's error; after a save the refreshed page shows what was stored.
import { useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { directionOf, LANGUAGE_NAMES, locales, type Locale } from '@/i18n/routing';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field, Input, Select, Textarea } from '@/ui/Field';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { saveProductAction, type ProductFormState } from '../actions';
import { PRODUCT_VISIBILITIES, STOCK_LABELS, STOCK_STATUSES, VISIBILITY_LABELS, centsToInput, type ProductVisibility } from '../model';
import type { AdminProductDetail } from '../queries';
import { productFormSchema } from '../schema';

/** The categories a product can be filed under (those that list products), grouped under their parents. */
export type CategoryGroups = { label: string; options: { id: number; name: string }[] }[];

const suffix = { en: 'En', ru: 'Ru', ar: 'Ar' } as const satisfies Record<Locale, string>;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-md border border-line bg-white p-5" data-testid={testId}>
      <h2 className="mb-4 text-base font-semibold text-ink">{title}</h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

export function ProductForm({
  product,
  categories,
  brands,
}: {
  product: AdminProductDetail;
  categories: CategoryGroups;
  brands: { id: number; name: string }[];
}) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(saveProductAction, { status: 'idle' } as ProductFormState);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? state.errors ?? {};
  const typed = state.status === 'error' ? state.values : undefined;
  // What a field shows: what was typed when the server refused it, else what is stored.
  const value = (name: string, stored: string) => typed?.[name] ?? stored;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(e.currentTarget)].filter((x): x is [string, string] => typeof x[1] === 'string'));
    const parsed = productFormSchema.safeParse(values);
    if (parsed.success) return setClientErrors(null);
    e.preventDefault();
    const found = fieldErrors(parsed.error);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const alert = clientErrors ? 'ERROR_ADMIN_FORM_INVALID' : state.alert;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="product-form">
      <input type="hidden" name="id" value={product.id} />
      {alert && <Alert>{t(alert)}</Alert>}
      {state.status === 'saved' && !pending && !clientErrors && <Alert tone="success">{t('TEXT_ADMIN_PRODUCT_SAVED')}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <Section title={t('HEADER_ADMIN_PRODUCT_NAMES')}>
            {locales.map((l) => (
              <Field
                key={l}
                id={`product-name-${l}`}
                label={t('INPUT_ADMIN_IN_LANGUAGE', { language: LANGUAGE_NAMES[l] })}
                required={l === 'en'}
                optional={l !== 'en'}
                error={errors[`name${suffix[l]}`]}
                hint={l === 'en' ? undefined : t('TEXT_ADMIN_NAME_FALLBACK')}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={`name${suffix[l]}`}
                    lang={l}
                    dir={directionOf(l)}
                    maxLength={200}
                    defaultValue={value(`name${suffix[l]}`, product.name[l] ?? '')}
                  />
                )}
              </Field>
            ))}
          </Section>
          <Section title={t('HEADER_ADMIN_PRODUCT_DESCRIPTION')}>
            <p className="text-[13px] text-muted">{t('TEXT_ADMIN_DESCRIPTION_HTML')}</p>
            {locales.map((l) => (
              <Field key={l} id={`product-description-${l}`} label={LANGUAGE_NAMES[l]} optional error={errors[`description${suffix[l]}`]}>
                {(control) => (
                  <Textarea
                    {...control}
                    name={`description${suffix[l]}`}
                    lang={l}
                    dir={directionOf(l)}
                    rows={6}
                    className="font-mono"
                    defaultValue={value(`description${suffix[l]}`, product.description[l] ?? '')}
                  />
                )}
              </Field>
            ))}
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('INPUT_ADMIN_VISIBILITY')} testId="product-visibility">
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('INPUT_ADMIN_VISIBILITY')}</legend>
              {PRODUCT_VISIBILITIES.map((v: ProductVisibility) => (
                <label
                  key={v}
                  className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-checked:border-ink/50 has-checked:bg-surface"
                >
                  <input
                    type="radio"
                    name="visibility"
                    value={v}
                    defaultChecked={value('visibility', product.visibility) === v}
                    className="mt-0.5 size-4 accent-brand"
                  />
                  <span>
                    <span className="block text-sm font-medium text-ink">{t(VISIBILITY_LABELS[v])}</span>
                    <span className="block text-[13px] text-muted">
                      {t(v === 'published' ? 'TEXT_ADMIN_PUBLISHED_HINT' : 'TEXT_ADMIN_DRAFT_HINT')}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          </Section>
          <Section title={t('HEADER_ADMIN_PRICING')}>
            <MoneyField
              id="product-price"
              name="price"
              label={t('INPUT_ADMIN_PRICE_USD')}
              required
              error={errors.price}
              defaultValue={value('price', centsToInput(product.price))}
            />
            <MoneyField
              id="product-compare-at"
              name="compareAtPrice"
              label={t('INPUT_ADMIN_COMPARE_AT_USD')}
              hint={t('TEXT_ADMIN_COMPARE_AT_HINT')}
              error={errors.compareAtPrice}
              defaultValue={value('compareAtPrice', centsToInput(product.compareAtPrice))}
            />
          </Section>
          <Section title={t('HEADER_ADMIN_INVENTORY')}>
            <Field id="product-stock" label={t('INPUT_ADMIN_STOCK')} required error={errors.stock}>
              {(control) => (
                <Input
                  {...control}
                  name="stock"
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="off"
                  className="text-end"
                  defaultValue={value('stock', String(product.stock))}
                />
              )}
            </Field>
            <Field id="product-stock-status" label={t('INPUT_ADMIN_STOCK_STATUS')} required error={errors.stockStatus}>
              {(control) => (
                <Select {...control} name="stockStatus" defaultValue={value('stockStatus', product.stockStatus)}>
                  {STOCK_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(STOCK_LABELS[s])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </Section>
          <Section title={t('HEADER_ADMIN_ORGANISATION')}>
            <Field id="product-category" label={t('INPUT_ADMIN_CATEGORY')} required error={errors.categoryId}>
              {(control) => (
                <Select {...control} name="categoryId" defaultValue={value('categoryId', String(product.categoryId))}>
                  {categories.map((g) => (
                    <optgroup key={g.label} label={g.label}>
                      {g.options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="product-brand" label={t('INPUT_ADMIN_BRAND')} error={errors.brandId}>
              {(control) => (
                <Select
                  {...control}
                  name="brandId"
                  defaultValue={value('brandId', product.brandId === null ? '' : String(product.brandId))}
                >
                  <option value="">{t('TEXT_ADMIN_NO_BRAND')}</option>
                  {brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="product-part-number" label={t('INPUT_ADMIN_PART_NUMBER')} required error={errors.partNumber}>
              {(control) => (
                <Input
                  {...control}
                  name="partNumber"
                  dir="ltr"
                  maxLength={60}
                  autoComplete="off"
                  defaultValue={value('partNumber', product.partNumber)}
                />
              )}
            </Field>
          </Section>
        </div>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8">
        <Button type="submit" pending={pending} data-testid="product-save">
          {t('BUTTON_ADMIN_SAVE_PRODUCT')}
        </Button>
      </div>
    </form>
  );
}

function MoneyField({
  id,
  name,
  label,
  hint,
  required = false,
  error,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  defaultValue: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} required={required} optional={!required} error={error}>
      {(control) => (
        <div dir="ltr" className="relative">
          <span aria-hidden className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted">
            $
          </span>
          <Input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="ps-7 text-end"
            defaultValue={defaultValue}
          />
        </div>
      )}
    </Field>
  );
}
