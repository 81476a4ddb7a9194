// The shop's buttons, for the storefront and the back office alike: four looks (primary for the one
// main action of a place, secondary beside it, danger for what removes or cancels, ghost for quiet
// actions in toolbars and tables) in three sizes. <ButtonLink> is the same look on a link, for an
// action that is a navigation ("Continue shopping", "Cancel" back to a list): a link stays a link
// (middle-click, crawlable), so it is never a button that pushes a route.
// No hooks and no 'use client': server and client components both render them.
// The brand colour is red, so `danger` is an outline in the error colour, filled on hover: a solid
// red button would read as the primary action.
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors duration-(--duration-fade) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 aria-busy:disabled:cursor-wait aria-busy:disabled:opacity-80';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark active:bg-brand-dark disabled:hover:bg-brand',
  secondary: 'border border-line bg-white text-ink hover:border-ink/30 hover:bg-surface active:bg-line',
  danger: 'border border-nofit/40 bg-white text-nofit hover:border-nofit hover:bg-nofit hover:text-white active:bg-nofit active:text-white',
  ghost: 'text-ink hover:bg-surface hover:text-brand active:bg-line',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-11 px-6 text-[15px]',
  lg: 'h-12 px-7 text-base font-semibold',
};

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** The classes of a button's look, for the rare element that is neither a button nor a link (a <summary>, a <label>). */
function buttonClass({ variant = 'primary', size = 'md' }: Look = {}, className = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
}

function Spinner() {
  return <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current" />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** While an action runs: a spinner before the label, the button disabled and marked busy. */
    pending?: boolean;
  };

/** A <button>, `type="button"` unless told otherwise (a form's submit says type="submit"). */
export function Button({ variant, size, pending = false, type = 'button', disabled, className, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size }, className)}
      {...props}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}

/** A link that looks like a button; `href` is a path of the shop, localized like every <Link>. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
