// The store owner's order command (the admin's Orders page does the same in the browser):
//   npm run order -- ship AX-100004 UPS 1Z999AA10123456784   (PENDING → SHIPPED, with the tracking number)
//   npm run order -- complete AX-100004                      (SHIPPED → COMPLETED)
//   npm run order -- cancel AX-100004                        (PENDING or SHIPPED → CANCELLED; the stock goes back)
//   npm run order -- paid AX-100004                          (an offline order's money arrived: unpaid → paid)
// Runs against DATABASE_URL, or the embedded database in DATA_DIR (the running shop's, if it runs).
// Any other move is refused with exit code 1. Every move is written to the audit log.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { withDatabase } from './lib/database';
import { moveOrder, type OrderMove } from '../src/features/orders/fulfilment';
import { OWNER_COMMAND } from '../src/features/admin/staff';
import { markOrderPaid } from '../src/features/payments/service';

const USAGE =
  'Usage: npm run order -- ship <order number> <carrier> <tracking number> | complete <order number> | cancel <order number> | paid <order number>';
const [action, number, ...rest] = process.argv.slice(2);

const PAID_REFUSALS = {
  'not-found': 'No order {number}.',
  card: 'Order {number} is paid by card: its payment is recorded when the provider reports it.',
  'not-unpaid': 'Order {number} is already paid.',
  cancelled: 'Order {number} is cancelled.',
} as const;

if (action === 'paid' && number && rest.length === 0) {
  const paid = await withDatabase((database) => markOrderPaid(number, OWNER_COMMAND, database));
  if (paid.ok) console.log(`Order ${number}: marked paid.`);
  else {
    console.error(PAID_REFUSALS[paid.reason].replace('{number}', number));
    process.exit(1);
  }
  process.exit(0);
}

function orderMove(): OrderMove | null {
  if (action === 'ship' && rest.length >= 2) return { to: 'SHIPPED', carrier: rest[0]!, trackingNumber: rest.slice(1).join(' ') };
  if (action === 'complete' && rest.length === 0) return { to: 'COMPLETED' };
  if (action === 'cancel' && rest.length === 0) return { to: 'CANCELLED' };
  return null;
}

const move = orderMove();
if (!move || !number) {
  console.error(USAGE);
  process.exit(2);
}

const result = await withDatabase((database) => moveOrder(number, move, OWNER_COMMAND, database));
if (result.ok) {
  console.log(`Order ${result.number}: ${result.from} → ${result.to}.`);
} else {
  console.error(
    result.reason === 'not-found'
      ? `No order ${result.number}.`
      : result.reason === 'invalid-shipment'
        ? 'The carrier and the tracking number must each be 1 to 80 characters.'
        : `Order ${result.number} is ${result.from}: it cannot be moved to ${move.to} (PENDING → SHIPPED → COMPLETED; PENDING or SHIPPED → CANCELLED).`,
  );
  process.exit(1);
}
