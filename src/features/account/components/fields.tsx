// Form building blocks of the account pages: labelled inputs with their error under them, the form
// alert and the submit button with its loading state. No hooks, so client and server forms share them.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

export const inputClass =
  'h-11 w-full rounded-md border border-line bg-white px-3 text-[15px] text-ink outline-none transition-colors duration-(--duration-fade) placeholder:text-muted/80 focus:border-brand focus:ring-2 focus:ring-brand/15 aria-[invalid=true]:border-brand';

type FieldProps = {
  id: string;
  label: string;
  /** The translated error, if any. */
  error?: string;
  optional?: string;
  children?: ReactNode;
  className?: string;
};

export function Field({ id, label, error, optional, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional && <span className="ms-1 font-normal text-muted">({optional})</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; optional?: string; fieldClassName?: string };

export function TextField({ id, label, error, optional, fieldClassName, ...input }: InputProps) {
  return (
    <Field id={id} label={label} error={error} optional={optional} className={fieldClassName}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...input} />
    </Field>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; error?: string; fieldClassName?: string; children: ReactNode };

export function SelectField({ id, label, error, fieldClassName, children, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} error={error} className={fieldClassName}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${inputClass} pe-8`} {...select}>
        {children}
      </select>
    </Field>
  );
}

export function Checkbox({ name, label, defaultChecked, id }: { name: string; label: string; defaultChecked?: boolean; id: string }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 rounded border-line accent-brand" />
      {label}
    </label>
  );
}

export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const look = tone === 'error' ? 'border-brand/30 bg-brand/5 text-brand-dark' : 'border-fit/30 bg-fit/5 text-fit';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${look}`}>
      {message}
    </div>
  );
}

export function SubmitButton({ pending, children, className = '' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand px-6 text-[15px] font-medium text-white transition-colors duration-(--duration-fade) hover:bg-brand-dark disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {pending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </button>
  );
}

export const buttonSecondary =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink transition-colors duration-(--duration-fade) hover:border-ink/30 hover:bg-surface';
