// The store admin (/admin): who may enter and what each staff role may do, the audit log's entry
// shape, and the admin's list query strings. Access is checked on the server for every page, action
// and route (access.ts); everything staff change is written to the audit log (audit.ts).

/** Staff roles, kept in users.role (docs/adr/0012-staff-roles.md); a null role is a shopper. */
const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The parts of the admin, each a permission. */
export const ADMIN_AREAS = ['dashboard', 'orders', 'products', 'inbox', 'settings', 'audit'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * Staff run the day: orders, products, the inbox. Prices of the whole shop (settings), the audit
 * log and who is staff stay with admins.
 */
const STAFF_AREAS: readonly AdminArea[] = ['dashboard', 'orders', 'products', 'inbox'];

export const isStaffRole = (v: unknown): v is StaffRole => typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);

/** Whether a role may use an area of the admin; null (a shopper) may use none. */
export function mayUse(role: StaffRole | null | undefined, area: AdminArea): boolean {
  if (role === 'admin') return true;
  if (role === 'staff') return STAFF_AREAS.includes(area);
  return false;
}

/** When something happened, as staff read it: date and time in UTC (the audit log adds seconds). */
export const staffTime = (iso: string, locale: string, seconds = false) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', timeZone: 'UTC' }).format(new Date(iso));

/** A signed-in staff member, as the admin's checks and the audit log know them. */
export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

/** How the audit log names each kind of change; an action not listed here is shown as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'order.shipped': 'TEXT_AUDIT_ORDER_SHIPPED',
  'order.completed': 'TEXT_AUDIT_ORDER_COMPLETED',
  'order.cancelled': 'TEXT_AUDIT_ORDER_CANCELLED',
  'order.note': 'TEXT_AUDIT_ORDER_NOTE',
  'order.paid': 'TEXT_AUDIT_ORDER_PAID',
  'order.refund': 'TEXT_AUDIT_ORDER_REFUND',
  'order.payment-flagged': 'TEXT_AUDIT_ORDER_PAYMENT_FLAGGED',
  'email.retry': 'TEXT_AUDIT_EMAIL_RETRY',
  'staff.grant': 'TEXT_AUDIT_STAFF_GRANT',
  'staff.revoke': 'TEXT_AUDIT_STAFF_REVOKE',
  'settings.update': 'TEXT_AUDIT_SETTINGS_UPDATE',
  'message.read': 'TEXT_AUDIT_MESSAGE_READ',
  'subscribers.export': 'TEXT_AUDIT_SUBSCRIBERS_EXPORT',
  'product.update': 'TEXT_AUDIT_PRODUCT_UPDATE',
  'product.quick-edit': 'TEXT_AUDIT_PRODUCT_QUICK_EDIT',
  'product.bulk-price': 'TEXT_AUDIT_PRODUCT_BULK_PRICE',
  'product.bulk-stock-status': 'TEXT_AUDIT_PRODUCT_BULK_STOCK_STATUS',
  'product.bulk-hide': 'TEXT_AUDIT_PRODUCT_BULK_HIDE',
  'product.bulk-show': 'TEXT_AUDIT_PRODUCT_BULK_SHOW',
  'catalog.import': 'TEXT_AUDIT_CATALOG_IMPORT',
};

// ---- The admin lists' query strings (orders/model.ts, products/model.ts) ----

/** A page's query string as Next.js hands it over. */
export type QueryParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed ('' when absent). */
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/** A query parameter a list could not use; the admin's FilterProblems names it. */
export type FilterProblem<K extends string> = { param: K; message: 'ERROR_ADMIN_FILTER_INVALID' };
