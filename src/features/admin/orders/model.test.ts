import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, orderFiltersQuery, parseDay, parseOrderFilters } from './model';

describe("the admin's order list query string", () => {
  it('reads search, status, payment method and status, dates, sort and page', () => {
    const { filters, problems } = parseOrderFilters({
      q: ' ryan@example.com ',
      status: 'SHIPPED',
      payment: 'card',
      paymentStatus: 'partially_refunded',
      from: '2026-10-01',
      to: '2026-10-31',
      sort: 'total_desc',
      page: '3',
    });
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      q: 'ryan@example.com',
      status: 'SHIPPED',
      payment: 'card',
      paymentStatus: 'partially_refunded',
      from: '2026-10-01',
      to: '2026-10-31',
      sort: 'total_desc',
      page: 3,
    });
  });

  it('reports what it cannot use and lists without it', () => {
    const { filters, problems } = parseOrderFilters({
      status: 'LOST',
      payment: 'paypal',
      paymentStatus: 'PAID',
      from: '2026-02-30',
      sort: 'random',
      page: '0',
    });
    expect(filters).toEqual(NO_ORDER_FILTERS);
    expect(problems.map((p) => p.param).sort()).toEqual(['from', 'page', 'payment', 'paymentStatus', 'sort', 'status']);
  });

  it('takes only the payment statuses there are, in the shape the list writes them', () => {
    for (const raw of ['paid', ' refunded ', 'failed']) expect(parseOrderFilters({ paymentStatus: raw }).problems).toEqual([]);
    for (const raw of ['Paid', 'partially-refunded', 'unpaid,paid', 'x'.repeat(300)])
      expect(parseOrderFilters({ paymentStatus: raw }).filters.paymentStatus).toBeNull();
    expect(parseOrderFilters({ paymentStatus: ['unpaid', 'paid'] }).filters.paymentStatus).toBe('unpaid');
  });

  it('refuses an end date before the start date', () => {
    const { filters, problems } = parseOrderFilters({ from: '2026-10-31', to: '2026-10-01' });
    expect(filters.from).toBe('2026-10-31');
    expect(filters.to).toBeNull();
    expect(problems.map((p) => p.param)).toEqual(['to']);
  });

  it('only takes days that exist', () => {
    expect(['2026-02-28', '2024-02-29'].map(parseDay)).toEqual(['2026-02-28', '2024-02-29']);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '1999-12-31', 'x'].map(parseDay)).toEqual(Array(5).fill(null));
  });

  it('writes the filters back into a link, leaving defaults out', () => {
    const { filters } = parseOrderFilters({ q: 'AX-100001', status: 'PENDING', page: '2' });
    expect(orderFiltersQuery(filters)).toBe('?q=AX-100001&status=PENDING&page=2');
    expect(orderFiltersQuery(filters, { paymentStatus: 'unpaid', page: 1 })).toBe('?q=AX-100001&status=PENDING&paymentStatus=unpaid');
    expect(orderFiltersQuery(filters, { page: 1, sort: 'oldest' })).toBe('?q=AX-100001&status=PENDING&sort=oldest');
    expect(orderFiltersQuery(NO_ORDER_FILTERS)).toBe('');
  });
});
