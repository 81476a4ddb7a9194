// The order's optional notes for the shop (at most 2,000 characters, as the schema allows).
import { useTranslations } from 'next-intl';
import { FieldError, inputClass } from './AddressFields';

type Props = { value: string; error: string | undefined; onChange: (value: string) => void };

export function OrderNotesField({ value, error, onChange }: Props) {
  const t = useTranslations();
  return (
    <div className="mt-5">
      <label htmlFor="notes" className="mb-1.5 block text-sm font-medium text-ink">
        {t('INPUT_ORDER_NOTES')} <span className="font-normal text-muted">({t('TEXT_OPTIONAL')})</span>
      </label>
      <textarea
        id="notes"
        rows={4}
        value={value}
        maxLength={2000}
        placeholder={t('INPUT_ORDER_NOTES_PLACEHOLDER')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'notes-error' : undefined}
        className={`${inputClass(!!error)} h-auto py-2.5`}
      />
      <FieldError id="notes-error" code={error} />
    </div>
  );
}
