// The store owner's order command: move an order along PENDING → SHIPPED → COMPLETED.
//   npx tsx scripts/order.ts ship AX-100004       (PENDING → SHIPPED)
//   npx tsx scripts/order.ts complete AX-100004   (SHIPPED → COMPLETED)
// Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop the shop first: one process
// owns an embedded data directory). Any other move is refused with exit code 1.
import { withDatabase } from './lib/database';
import { moveOrder } from '../src/features/orders/status';

const ACTIONS = { ship: 'SHIPPED', complete: 'COMPLETED' } as const;
const [action, number] = process.argv.slice(2);

if (!action || !(action in ACTIONS) || !number) {
  console.error('Usage: npx tsx scripts/order.ts <ship|complete> <order number>');
  process.exit(2);
}

const result = await withDatabase((database) => moveOrder(number, ACTIONS[action as keyof typeof ACTIONS], database));
if (result.ok) {
  console.log(`Order ${result.number}: ${result.from} → ${result.to}.`);
} else {
  console.error(
    result.reason === 'not-found'
      ? `No order ${result.number}.`
      : `Order ${result.number} is ${result.from}: it cannot be moved to ${ACTIONS[action as keyof typeof ACTIONS]} (PENDING → SHIPPED → COMPLETED, one step at a time).`,
  );
  process.exitCode = 1;
}
