// How a part is fitted to a vehicle, as the fitment row says: position, quantity per vehicle and
// notes, "Front · 2 per vehicle · w/ A/C". Notes are catalogue text, shown as stored in their own
// direction (bdi), so an English note reads right inside an Arabic line.
import { useTranslations } from 'next-intl';
import { hasQualifiers, type FitQualifiers as Qualifiers } from '../model';

export function FitQualifiers({ qualifiers, className }: { qualifiers: Qualifiers; className?: string }) {
  const t = useTranslations();
  if (!hasQualifiers(qualifiers)) return null;
  const { position, quantity, notes } = qualifiers;
  const parts = [
    position === 'front'
      ? t('TEXT_FIT_POSITION_FRONT')
      : position === 'rear'
        ? t('TEXT_FIT_POSITION_REAR')
        : position === 'left'
          ? t('TEXT_FIT_POSITION_LEFT')
          : position === 'right'
            ? t('TEXT_FIT_POSITION_RIGHT')
            : null,
    quantity && quantity > 0 ? t('TEXT_FIT_QUANTITY', { count: quantity }) : null,
    notes?.trim() ? <bdi key="notes">{notes.trim()}</bdi> : null,
  ].filter((p) => p !== null && p !== '');
  return (
    <span className={className} data-fit-qualifiers>
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {p}
        </span>
      ))}
    </span>
  );
}
