import { getTranslations } from 'next-intl/server';
import { ORDER_STATUSES, STATUS_LABELS } from '@/features/orders/model';
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/payment';
import { PAYMENT_STATUSES } from '@/features/payments/model';
import { ORDER_SORTS, PAYMENT_METHODS, type OrderFilters } from '../model';
import { adminButton, adminInput, adminLabel } from '@/ui/admin-styles';

const SORT_LABELS = {
  newest: 'TEXT_SORT_NEWEST',
  oldest: 'TEXT_SORT_OLDEST',
  total_desc: 'TEXT_SORT_TOTAL_DESC',
  total_asc: 'TEXT_SORT_TOTAL_ASC',
} as const;

/** The list's search and filters: a plain GET form, so the result is a shareable URL without script. */
export async function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const t = await getTranslations();
  return (
    <form
      method="get"
      role="search"
      aria-label={t('HEADER_ADMIN_ORDER_FILTERS')}
      className="mb-5 grid gap-3 rounded-md border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(6,minmax(0,1fr))_auto] lg:items-end"
    >
      <div>
        <label htmlFor="orders-q" className={adminLabel}>
          {t('INPUT_ADMIN_ORDER_SEARCH')}
        </label>
        <input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={200}
          placeholder={t('PLACEHOLDER_ADMIN_ORDER_SEARCH')}
          className={adminInput}
        />
      </div>
      <div>
        <label htmlFor="orders-status" className={adminLabel}>
          {t('TEXT_ORDER_STATUS')}
        </label>
        <select id="orders-status" name="status" defaultValue={filters.status ?? ''} className={adminInput}>
          <option value="">{t('TEXT_ADMIN_ANY')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-payment" className={adminLabel}>
          {t('HEADER_PAYMENT_METHOD')}
        </label>
        <select id="orders-payment" name="payment" defaultValue={filters.payment ?? ''} className={adminInput}>
          <option value="">{t('TEXT_ADMIN_ANY')}</option>
          {PAYMENT_METHODS.map((p) => (
            <option key={p} value={p}>
              {t(PAYMENT_LABELS[p].name)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-payment-status" className={adminLabel}>
          {t('TEXT_ADMIN_PAYMENT_STATUS')}
        </label>
        <select id="orders-payment-status" name="paymentStatus" defaultValue={filters.paymentStatus ?? ''} className={adminInput}>
          <option value="">{t('TEXT_ADMIN_ANY')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(PAYMENT_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-from" className={adminLabel}>
          {t('INPUT_ADMIN_FROM_DATE')}
        </label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from ?? ''} className={adminInput} />
      </div>
      <div>
        <label htmlFor="orders-to" className={adminLabel}>
          {t('INPUT_ADMIN_TO_DATE')}
        </label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to ?? ''} className={adminInput} />
      </div>
      <div>
        <label htmlFor="orders-sort" className={adminLabel}>
          {t('INPUT_SORT')}
        </label>
        <select id="orders-sort" name="sort" defaultValue={filters.sort} className={adminInput}>
          {ORDER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={adminButton}>
        {t('BUTTON_SEARCH')}
      </button>
    </form>
  );
}
