// The store owner's staff command:
//   npm run admin -- add-staff someone@example.com [--role admin]   (staff by default)
//   npm run admin -- remove-staff someone@example.com
//   npm run admin -- list-staff
// The account must exist (sign up on the shop first). Runs against DATABASE_URL, or the embedded
// database in DATA_DIR — the running shop's when it runs. Every change is written to the audit log.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { withDatabase } from './lib/database';
import { isStaffRole } from '../src/features/admin/model';
import { setStaffRole, staffList } from '../src/features/admin/staff';

const USAGE = 'Usage: npm run admin -- add-staff <email> [--role admin|staff] | remove-staff <email> | list-staff';
const [command, email, ...rest] = process.argv.slice(2);

function roleArgument(): 'admin' | 'staff' | null {
  if (rest.length === 0) return 'staff';
  const role =
    rest[0] === '--role' && rest.length === 2 ? rest[1] : rest[0]?.startsWith('--role=') && rest.length === 1 ? rest[0].slice(7) : null;
  return isStaffRole(role) ? role : null;
}

if (command === 'list-staff' && !email) {
  const staff = await withDatabase((database) => staffList(database));
  if (staff.length === 0) console.log('No staff yet: npm run admin -- add-staff <email> --role admin');
  for (const s of staff) console.log(`${s.role.padEnd(6)} ${s.email}`);
} else if (
  (command === 'add-staff' || command === 'remove-staff') &&
  email &&
  (command === 'add-staff' ? roleArgument() : rest.length === 0)
) {
  const role = command === 'add-staff' ? roleArgument() : null;
  const result = await withDatabase((database) => setStaffRole(database, email, role));
  if (!result.ok) {
    console.error(`No account with the email ${result.email}: sign up on the shop first, then run this again.`);
    process.exit(1);
  } else if (result.from === result.to) {
    console.log(`${result.email} is already ${result.to ?? 'not staff'}.`);
  } else {
    console.log(`${result.email}: ${result.from ?? 'shopper'} → ${result.to ?? 'shopper'}.`);
  }
} else {
  console.error(USAGE);
  process.exit(2);
}
