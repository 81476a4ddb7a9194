'use client';
// The checkout's terms checkbox, with the link to the terms and its error.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { FieldError } from './AddressFields';

export function AcceptTerms({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  const t = useTranslations();
  return (
    <div className="mt-5">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id="acceptTerms"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'acceptTerms-error' : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand"
        />
        <span>
          {t.rich('INPUT_ACCEPT_TERMS', {
            link: (chunks) => (
              <Link href="/terms" target="_blank" className="font-medium text-brand underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </label>
      <FieldError id="acceptTerms-error" code={error} />
    </div>
  );
}
