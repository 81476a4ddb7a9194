'use client';
// One row per product option (section 2, Product option form): radio buttons with names, or colour
// swatches whose tooltip shows the colour name (shown at once, hidden after 50 ms, on hover and on
// focus). Swatch styling follows the brightness class of section 5 (each value's `swatch`, worked out
// where the product is read); a bad hex shows 'Invalid color'.
import { useTranslations } from 'next-intl';
import type { ColorClass } from '@/ui/swatch';
import type { ProductOptionView } from '../model';

type Props = {
  idPrefix: string;
  options: ProductOptionView[];
  chosen: Record<string, string>;
  onChoose: (option: string, value: string) => void;
  /** Option slugs the shopper still has to choose (after a refused add to cart). */
  missing: string[];
};

const CHECK: Record<ColorClass, string> = {
  white: 'text-ink ring-1 ring-inset ring-[#c8c8c8]',
  light: 'text-ink',
  dark: 'text-white',
  black: 'text-white',
};

export function OptionsFieldset({ idPrefix, options, chosen, onChoose, missing }: Props) {
  const t = useTranslations();
  if (options.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {options.map((o) => {
        const selected = o.values.find((v) => v.slug === chosen[o.slug]);
        const isMissing = missing.includes(o.slug);
        return (
          <fieldset key={o.slug} className="flex flex-col gap-2" aria-invalid={isMissing || undefined} data-option={o.slug}>
            <legend className="mb-2 text-sm">
              <span className="font-semibold text-ink">{o.name}</span>
              {selected && <span className="text-muted">: {selected.name}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {o.values.map((v) => {
                const id = `${idPrefix}-${o.slug}-${v.slug}`;
                const checked = chosen[o.slug] === v.slug;
                const input = (
                  <input
                    id={id}
                    type="radio"
                    name={`${idPrefix}-${o.slug}`}
                    value={v.slug}
                    checked={checked}
                    required
                    onChange={() => onChoose(o.slug, v.slug)}
                    className="peer sr-only"
                  />
                );
                if (o.type === 'color') {
                  const kind = v.swatch;
                  const valid = kind !== null;
                  return (
                    <label key={v.slug} htmlFor={id} className="group relative cursor-pointer" data-color-class={kind ?? 'invalid'}>
                      {input}
                      <span
                        aria-hidden
                        className={`option-swatch ${kind ? CHECK[kind] : 'text-nofit ring-1 ring-inset ring-[#c8c8c8]'}`}
                        style={
                          valid
                            ? { backgroundColor: v.color! }
                            : {
                                backgroundImage:
                                  'linear-gradient(135deg, transparent 45%, currentColor 45%, currentColor 55%, transparent 55%)',
                              }
                        }
                      >
                        {checked && valid && (
                          <svg
                            width="14"
                            height="14"
                            viewBox="0 0 24 24"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="3"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          >
                            <path d="m5 12 5 5 9-10" />
                          </svg>
                        )}
                      </span>
                      <span className="sr-only">{valid ? v.name : `${v.name} (${t('TEXT_INVALID_COLOR')})`}</span>
                      <span aria-hidden role="presentation" className="option-swatch-tip">
                        {valid ? v.name : t('TEXT_INVALID_COLOR')}
                      </span>
                    </label>
                  );
                }
                return (
                  <label key={v.slug} htmlFor={id} className="cursor-pointer">
                    {input}
                    <span className="option-pill">{v.name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
