import { jsonb } from 'drizzle-orm/pg-core';

/** A text stored in every shop language: `{ en, ru, ar }`. English is always present. */
export type Localized = { en: string; ru?: string; ar?: string };

export const localized = (name: string) => jsonb(name).$type<Localized>();
