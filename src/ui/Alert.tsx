// A message about a whole form or page, above its content: an error ("the current password is
// wrong") is announced at once (role="alert"), a success politely (role="status"). Nothing is
// rendered without a message, so a form can always place it.
import type { ReactNode } from 'react';

const TONES = {
  error: 'border-brand/30 bg-brand/5 text-brand-dark',
  success: 'border-fit/30 bg-fit/5 text-fit',
};

export function Alert({ children, tone = 'error', className = '' }: { children?: ReactNode; tone?: keyof typeof TONES; className?: string }) {
  if (!children) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}
