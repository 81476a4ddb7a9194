// The admin's order list: what its query string may say (search, status, dates, payment method and
// payment status, sort, page), read strictly — a value the list cannot use is reported, never a 500 — and how it is
// written back into links, so the list's state lives in its URL.
import { ORDER_STATUSES, type OrderStatus } from '@/features/orders/model';
import { PAYMENT_METHODS, type PaymentMethod } from '@/features/orders/payment';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/features/payments/model';
import { firstParam, type FilterProblem as AdminFilterProblem, type QueryParams } from '../model';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
type OrderSort = (typeof ORDER_SORTS)[number];
export { PAYMENT_METHODS };

export type OrderFilters = {
  q: string;
  status: OrderStatus | null;
  payment: PaymentMethod | null;
  paymentStatus: PaymentStatus | null;
  /** Inclusive calendar days, YYYY-MM-DD, in UTC. */
  from: string | null;
  to: string | null;
  sort: OrderSort;
  page: number;
};

export const NO_ORDER_FILTERS: OrderFilters = {
  q: '',
  status: null,
  payment: null,
  paymentStatus: null,
  from: null,
  to: null,
  sort: 'newest',
  page: 1,
};

type FilterProblem = AdminFilterProblem<keyof OrderFilters>;
type Params = QueryParams;
const one = firstParam;
const pick = <T extends string>(list: readonly T[], v: string): T | null => ((list as readonly string[]).includes(v) ? (v as T) : null);

/** A calendar day that exists (2026-02-30 does not), between 2000 and 2100. */
export function parseDay(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01' && v <= '2100-12-31' ? v : null;
}

/** The list's filters from its query string, with what could not be used (that part is ignored). */
export function parseOrderFilters(params: Params): { filters: OrderFilters; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const filters = { ...NO_ORDER_FILTERS };
  const bad = (param: keyof OrderFilters) => problems.push({ param, message: 'ERROR_ADMIN_FILTER_INVALID' });
  const q = one(params.q);
  if (q.length > 200 || /[\u0000-\u001f]/.test(q)) bad('q');
  else filters.q = q;
  for (const [key, list] of [
    ['status', ORDER_STATUSES],
    ['payment', PAYMENT_METHODS],
    ['paymentStatus', PAYMENT_STATUSES],
    ['sort', ORDER_SORTS],
  ] as const) {
    const raw = one(params[key]);
    if (!raw) continue;
    const value = pick<string>(list, raw);
    if (value) (filters as Record<string, unknown>)[key] = value;
    else bad(key);
  }
  for (const key of ['from', 'to'] as const) {
    const raw = one(params[key]);
    if (!raw) continue;
    const day = parseDay(raw);
    if (day) filters[key] = day;
    else bad(key);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    bad('to');
    filters.to = null;
  }
  const page = one(params.page);
  if (page) {
    if (/^[1-9]\d{0,5}$/.test(page)) filters.page = Number(page);
    else bad('page');
  }
  return { filters, problems };
}

/** The query string for these filters (defaults left out), e.g. to link to another page or sort. */
export function orderFiltersQuery(filters: OrderFilters, change: Partial<OrderFilters> = {}): string {
  const f = { ...filters, ...change };
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.status) q.set('status', f.status);
  if (f.payment) q.set('payment', f.payment);
  if (f.paymentStatus) q.set('paymentStatus', f.paymentStatus);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.sort !== 'newest') q.set('sort', f.sort);
  if (f.page > 1) q.set('page', String(f.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}
