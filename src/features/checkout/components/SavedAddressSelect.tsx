// A signed-in shopper's saved addresses, to start the billing address from one (or a new one).
import { useTranslations } from 'next-intl';
import type { SavedAddress } from '../queries';
import { inputClass } from './AddressFields';

type Props = { saved: SavedAddress[]; value: number | 'new'; onPick: (value: string) => void };

export function SavedAddressSelect({ saved, value, onPick }: Props) {
  const t = useTranslations();
  return (
    <div className="mb-5">
      <label htmlFor="saved-address" className="mb-1.5 block text-sm font-medium text-ink">
        {t('INPUT_SAVED_ADDRESS')}
      </label>
      <select id="saved-address" value={String(value)} onChange={(e) => onPick(e.target.value)} className={inputClass(false)}>
        {saved.map((a) => (
          <option key={a.id} value={a.id}>
            {[`${a.firstName} ${a.lastName}`, a.address1, a.city].filter(Boolean).join(', ')}
          </option>
        ))}
        <option value="new">{t('TEXT_NEW_ADDRESS')}</option>
      </select>
    </div>
  );
}
