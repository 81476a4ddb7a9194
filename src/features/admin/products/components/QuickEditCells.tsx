'use client';
// A list row's price and stock cells, editable in place: the figures are buttons; pressing one turns
// both cells into a small form (price in USD, stock) that posts quickEditAction. Enter saves, Escape
// puts the figures back. After a save the refreshed list shows the new figures (and the stock
// status the new stock implies). The rest of the row is the server's.
import { useActionState, useState, type FormEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { quickEditAction, type QuickEditState } from '../actions';
import { centsToInput } from '../model';
import { quickEditSchema } from '../schema';
import { CheckIcon, PencilIcon } from './admin-icons';

type Props = {
  id: number;
  name: string;
  price: number;
  stock: number;
  /** The price and compare-at price as the shop's price formatter writes them (server-side). */
  priceText: string;
  compareAtText: string | null;
};

const figure =
  'group inline-flex items-center gap-1.5 rounded px-1.5 py-1 -mx-1.5 tabular-nums hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand cursor-text';
const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md transition-colors duration-(--duration-fade) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

type FigureInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name: 'price' | 'stock'; label: string; error?: string };

/** A figure's input: left to right in every language, its error (the id of the text under it) marking it. */
function FigureInput({ name, label, error, className = '', ...props }: FigureInputProps) {
  return (
    <input
      name={name}
      dir="ltr"
      autoComplete="off"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error}
      className={`h-10 w-full rounded-md border border-line bg-white px-2.5 text-end text-sm text-ink tabular-nums outline-none focus:border-brand focus:ring-2 focus:ring-brand/15 aria-[invalid=true]:border-brand ${className}`}
      data-testid={`quick-edit-${name}-input`}
      {...props}
    />
  );
}

export function QuickEditCells({ id, name, price, stock, priceText, compareAtText }: Props) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(quickEditAction, { status: 'idle' } as QuickEditState);
  // Editing while no save happened since it was opened: a save closes the form by itself.
  const [opened, setOpened] = useState<{ field: 'price' | 'stock'; at: number } | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const editing = opened !== null && opened.at === (state.saved ?? 0) ? opened.field : null;
  const formId = `quick-edit-${id}`;
  const errors = clientErrors ?? state.errors ?? {};
  const error = (f: string) =>
    errors[f] && (
      <span id={`${formId}-${f}-error`} className="mt-1 block text-xs text-brand-dark">
        {t(errors[f])}
      </span>
    );

  const open = (f: 'price' | 'stock') => {
    setClientErrors(null);
    setOpened({ field: f, at: state.saved ?? 0 });
  };
  const close = () => {
    setClientErrors(null);
    setOpened(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(e.currentTarget)].filter((x): x is [string, string] => typeof x[1] === 'string'));
    const parsed = quickEditSchema.safeParse(values);
    if (parsed.success) return setClientErrors(null);
    e.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  };

  if (!editing) {
    return (
      <>
        <td className="px-4 py-3.5 text-end align-middle">
          <button type="button" className={figure} onClick={() => open('price')} data-testid="quick-edit-price">
            <PencilIcon
              size={14}
              className="text-muted opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            />
            <span className="flex flex-col items-end">
              <span className="font-semibold text-ink" data-price={price}>
                {priceText}
              </span>
              {compareAtText && <s className="text-xs text-muted">{compareAtText}</s>}
            </span>
            <span className="sr-only">{t('BUTTON_ADMIN_QUICK_EDIT', { name })}</span>
          </button>
        </td>
        <td className="px-4 py-3.5 text-end align-middle">
          <button type="button" className={figure} onClick={() => open('stock')} data-testid="quick-edit-stock">
            <PencilIcon
              size={14}
              className="text-muted opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            />
            <span className={stock === 0 ? 'text-nofit' : 'text-ink'}>{stock.toLocaleString('en-US')}</span>
            <span className="sr-only">{t('BUTTON_ADMIN_QUICK_EDIT', { name })}</span>
          </button>
          <span role="status" className="block text-xs text-fit">
            {state.status === 'saved' && (
              <span className="inline-flex items-center gap-1">
                <CheckIcon size={12} />
                {t('TEXT_ADMIN_SAVED')}
              </span>
            )}
          </span>
        </td>
      </>
    );
  }

  // What both inputs share: their name, label, focus on opening, what was typed after a refusal, error, Escape.
  const inputOf = (f: 'price' | 'stock', label: string, stored: string) => ({
    name: f,
    label: t(label, { name }),
    autoFocus: editing === f,
    defaultValue: state.values?.[f] ?? stored,
    error: errors[f] ? `${formId}-${f}-error` : undefined,
    onKeyDown,
  });
  return (
    <>
      <td className="px-4 py-2.5 text-end align-top">
        <div dir="ltr" className="relative ms-auto w-32">
          <span aria-hidden className="pointer-events-none absolute start-2.5 top-2.5 text-sm text-muted">
            $
          </span>
          <FigureInput
            {...inputOf('price', 'INPUT_ADMIN_PRICE_OF', centsToInput(price))}
            form={formId}
            inputMode="decimal"
            className="ps-6"
          />
        </div>
        {error('price')}
      </td>
      <td className="px-4 py-2.5 text-end align-top">
        <form id={formId} action={formAction} onSubmit={onSubmit} noValidate className="flex items-start justify-end gap-1.5">
          <input type="hidden" name="id" value={id} />
          <span className="w-24">
            <FigureInput {...inputOf('stock', 'INPUT_ADMIN_STOCK_OF', String(stock))} inputMode="numeric" />
            {error('stock')}
          </span>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className={`${iconButton} bg-brand text-white hover:bg-brand-dark`}
            data-testid="quick-edit-save"
          >
            <CheckIcon size={18} />
            <span className="sr-only">{t('BUTTON_SAVE')}</span>
          </button>
          <button type="button" onClick={close} className={`${iconButton} text-ink hover:bg-surface`}>
            <span aria-hidden className="text-lg leading-none">
              ×
            </span>
            <span className="sr-only">{t('BUTTON_CANCEL')}</span>
          </button>
        </form>
        {state.alert && (
          <span role="alert" className="mt-1 block text-xs text-brand-dark">
            {t(state.alert)}
          </span>
        )}
      </td>
    </>
  );
}
