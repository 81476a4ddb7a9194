// A form field of the shop and the back office: its label, its control, a hint and the error, wired
// for assistive technology (the label names the control; the hint and the error describe it through
// aria-describedby; aria-invalid marks it while the error shows). One look for every form.
//
// The error is a message id (what the zod schemas and the server actions produce, see
// form-errors.ts), translated here, so a form passes its errors through as they come.
// The control is a render prop that receives its id and aria attributes:
//   <Field id="address-country" label={t('INPUT_COUNTRY')} error={errors.country}>
//     {(control) => <Select {...control} name="country">…</Select>}
//   </Field>
// (A function rather than context, so server components render fields too; rather than
// cloneElement, so what reaches the control is visible where it is written.) The commonest field, a
// labelled text input, is <TextField>: the same Field around an Input, in one line.
// No 'use client': Field and the controls are plain components for both sides.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';

/** What a field hands its control. */
type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when the form has no need to know it. */
  id?: string;
  /** A line of help under the control, always shown. */
  hint?: ReactNode;
  /** A message id (ERROR_…); its translation shows under the control. */
  error?: string | null;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ label, id: given, hint, error, optional = false, required = false, className = '', children }: FieldProps) {
  const t = useTranslations();
  const generated = useId();
  const id = given ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional && <span className="ms-1 font-normal text-muted">({t('TEXT_OPTIONAL')})</span>}
        {required && (
          <span aria-hidden className="ms-0.5 text-brand">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-[13px] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-brand-dark">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The look of every text control; an invalid one (aria-invalid) is outlined in the brand red. */
const CONTROL =
  'w-full rounded-md border border-line bg-white text-ink outline-none transition-colors duration-(--duration-fade) placeholder:text-muted/80 hover:border-ink/25 focus:border-brand focus:ring-2 focus:ring-brand/15 aria-[invalid=true]:border-brand disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted';
const HEIGHT = { md: 'h-11 px-3 text-[15px]', sm: 'h-10 px-2.5 text-sm' };

type Compact = {
  /** The small size, for controls in tables and toolbars. */
  compact?: boolean;
};

export function Input({ compact = false, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & Compact) {
  return <input className={`${CONTROL} ${HEIGHT[compact ? 'sm' : 'md']} ${className}`} {...props} />;
}

export function Select({ compact = false, className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement> & Compact) {
  return <select className={`${CONTROL} ${HEIGHT[compact ? 'sm' : 'md']} pe-8 ${className}`} {...props} />;
}

export function Textarea({ className = '', rows = 5, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} className={`${CONTROL} resize-y px-3 py-2.5 text-[15px] leading-relaxed ${className}`} {...props} />;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  Compact &
  Pick<FieldProps, 'label' | 'id' | 'hint' | 'error' | 'optional' | 'required'> & {
    /** Classes of the field (its place in the form's grid); `className` styles the input. */
    fieldClassName?: string;
  };

/** A labelled text input: <Field> around an <Input>; the other props go to the input. */
export function TextField({ label, id, hint, error, optional, required, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} optional={optional} required={required} className={fieldClassName}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** A checkbox with its label beside it (a yes/no choice is its own field). */
export function Checkbox({
  label,
  id: given,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <label htmlFor={id} className={`flex w-fit cursor-pointer items-center gap-2 text-sm text-ink ${className}`}>
      <input id={id} type="checkbox" className="size-4 shrink-0 rounded border-line accent-brand" {...props} />
      {label}
    </label>
  );
}
