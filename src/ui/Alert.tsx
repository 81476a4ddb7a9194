// A message about a whole form or page, above its content: an error ("the current password is
// wrong") is announced at once (role="alert"), a success politely (role="status"). Nothing is
// rendered without a message, so a form can always place it.
import type { ReactNode } from 'react';

// The success text is a darker green than the fit colour: --color-fit (#1a8a3a) on its own tint is
// about 4.2:1, under WCAG AA's 4.5:1 for small text; #146c2e is 6.5:1.
const TONES = {
  error: 'border-brand/30 bg-brand/5 text-brand-dark',
  success: 'border-fit/30 bg-fit/5 text-[#146c2e]',
};

export function Alert({
  children,
  tone = 'error',
  className = '',
}: {
  children?: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  if (!children) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}
