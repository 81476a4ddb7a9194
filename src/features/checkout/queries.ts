import 'server-only';
// Reads the checkout page needs: a signed-in shopper's saved addresses to pick from (the countries are
// src/server/countries.ts).
//
// The address book belongs to the account feature; until it offers a read function, this reads the
// shopper's own rows directly (read-only, by user id).
import { asc, desc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { addresses } from '@/db/schema';
import type { BillingAddressInput } from './schema';

export type SavedAddress = BillingAddressInput & { id: number; isDefault: boolean };

export async function savedAddresses(userId: string, database = db()): Promise<SavedAddress[]> {
  const rows = await database
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(50);
  return rows.map((a) => ({
    id: a.id,
    isDefault: a.isDefault,
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    country: a.countryCode,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    email: a.email,
    phone: a.phone,
  }));
}
