import 'server-only';
// The shopper's address book. Every read and write is scoped by user id in its WHERE clause, so an id
// that belongs to another shopper behaves exactly like one that does not exist (null / false: 404).
// Changes that touch the default flag run in a transaction that locks the shopper's rows, so two
// tabs cannot leave two defaults or none (section 4 rules in model.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { db as appDb, type Database } from '@/db/client';
import { addresses, countries } from '@/db/schema';
import { MAX_ADDRESSES, nextDefault } from './model';
import type { AddressInput } from './schema';
import { isRowId } from '@/db/row-id';

export type Address = {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
  isDefault: boolean;
};

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  company: addresses.company,
  country: addresses.countryCode,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  postcode: addresses.postcode,
  email: addresses.email,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export class AddressBookFullError extends Error {}
export class UnknownCountryError extends Error {}

/** The default address first, then the others oldest first. */
export async function listAddresses(userId: string, database: Database = appDb()): Promise<Address[]> {
  return database.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
}

export async function getAddress(userId: string, id: number, database: Database = appDb()): Promise<Address | null> {
  if (!isRowId(id)) return null;
  const [row] = await database
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row ?? null;
}

export async function defaultAddress(userId: string, database: Database = appDb()): Promise<Address | null> {
  const [row] = await database
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}

const lockBook = (tx: Tx, userId: string) =>
  tx
    .select({ id: addresses.id, isDefault: addresses.isDefault })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .for('update');

/** Makes exactly one address default: `preferred` when given, else the rules' choice. */
async function settleDefault(tx: Tx, userId: string, preferred?: number) {
  const book = await tx.select({ id: addresses.id, isDefault: addresses.isDefault }).from(addresses).where(eq(addresses.userId, userId));
  const chosen = preferred ?? nextDefault(book);
  if (chosen == null) return;
  await tx
    .update(addresses)
    .set({
      isDefault: sql`${addresses.id} = ${chosen}`,
      updatedAt: sql`CASE WHEN ${addresses.isDefault} <> (${addresses.id} = ${chosen}) THEN now() ELSE ${addresses.updatedAt} END`,
    })
    .where(eq(addresses.userId, userId));
}

async function assertCountry(tx: Tx, code: string) {
  const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!row) throw new UnknownCountryError(code);
}

const values = (input: AddressInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  company: input.company,
  countryCode: input.country,
  address1: input.address1,
  address2: input.address2,
  city: input.city,
  state: input.state,
  postcode: input.postcode,
  email: input.email,
  phone: input.phone,
});

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function createAddress(userId: string, input: AddressInput, database: Database = appDb()): Promise<number> {
  return database.transaction(async (tx) => {
    const book = await lockBook(tx, userId);
    if (book.length >= MAX_ADDRESSES) throw new AddressBookFullError();
    await assertCountry(tx, input.country);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values(input), isDefault: false })
      .returning({ id: addresses.id });
    await settleDefault(tx, userId, input.isDefault || book.length === 0 ? row!.id : undefined);
    return row!.id;
  });
}

/** Edits the shopper's address; false when no such address of theirs exists. */
export async function updateAddress(userId: string, id: number, input: AddressInput, database: Database = appDb()): Promise<boolean> {
  if (!(await getAddress(userId, id, database))) return false;
  return database.transaction(async (tx) => {
    await lockBook(tx, userId);
    await assertCountry(tx, input.country);
    const updated = await tx
      .update(addresses)
      .set({ ...values(input), updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    if (!updated.length) return false;
    // Unticking "default" on the default address keeps it default: there must always be one.
    await settleDefault(tx, userId, input.isDefault ? id : undefined);
    return true;
  });
}

/** Deletes the shopper's address; the first remaining one becomes default if it was the default. */
export async function deleteAddress(userId: string, id: number, database: Database = appDb()): Promise<boolean> {
  if (!isRowId(id)) return false;
  return database.transaction(async (tx) => {
    await lockBook(tx, userId);
    const removed = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    if (!removed.length) return false;
    await settleDefault(tx, userId);
    return true;
  });
}

export async function setDefaultAddress(userId: string, id: number, database: Database = appDb()): Promise<boolean> {
  if (!isRowId(id)) return false;
  return database.transaction(async (tx) => {
    const book = await lockBook(tx, userId);
    if (!book.some((a) => a.id === id)) return false;
    await settleDefault(tx, userId, id);
    return true;
  });
}
