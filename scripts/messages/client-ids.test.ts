import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientMessageIds } from './client-ids';
import { CLIENT_MESSAGE_IDS_FILE, currentClientMessageIds, formatClientMessageIds } from './source';

describe('the messages the browser gets', () => {
  it('the committed list is what the source needs now', () => {
    expect(
      readFileSync(CLIENT_MESSAGE_IDS_FILE, 'utf8'),
      'src/i18n/client-message-ids.json is out of date: run `npm run messages:client`',
    ).toBe(formatClientMessageIds(currentClientMessageIds()));
  });

  const ids = [
    'TEXT_CART',
    'TEXT_TITLE',
    'ERROR_SAVE',
    'TEXT_EMAIL_HELLO',
    'TEXT_ADMIN_ROWS',
    'TEXT_STATUS_PAID',
    'TEXT_STATUS_SHIPPED',
    'TEXT_BUILT',
  ];
  const shop = (files: Record<string, string>) => clientMessageIds(ids, new Map(Object.entries(files)));

  it('sends what a client component shows, and not what a server component has already translated', () => {
    const result = shop({
      'src/app/[locale]/page.tsx': `import { Cart } from '@/features/cart/Cart';\nexport default async function Page() { return <h1>{t('TEXT_TITLE')}</h1>; }`,
      'src/features/cart/Cart.tsx': `'use client';\nimport { label } from './labels';\nexport function Cart() { return t(label); }`,
      'src/features/cart/labels.ts': `export const label = 'TEXT_CART';`,
      'src/features/cart/actions.ts': `'use server';\nexport async function save() { return { error: 'ERROR_SAVE' }; }`,
      'src/features/mail/templates/Hello.tsx': `const heading = 'TEXT_EMAIL_HELLO';`,
      'src/features/orders/Status.tsx': `export const Status = ({ s }) => t(\`TEXT_STATUS_\${s}\`);`,
      'src/features/orders/Badge.tsx': `'use client';\nexport const Badge = ({ s }) => t(\`TEXT_STATUS_\${s}\`);`,
    });
    expect(result.admin).toEqual(['ERROR_SAVE', 'TEXT_ADMIN_ROWS', 'TEXT_BUILT', 'TEXT_CART', 'TEXT_STATUS_PAID', 'TEXT_STATUS_SHIPPED']);
    // The shop's routes load the page and, through it, the cart; the action, the order badge and the admin's ids reach no shop route here.
    expect(result.shop).toEqual(['TEXT_ADMIN_ROWS', 'TEXT_BUILT', 'TEXT_CART']);
  });

  it("keeps the admin's texts to the admin's pages", () => {
    const result = shop({
      'src/app/[locale]/admin/page.tsx': `import { Rows } from '@/features/admin/Rows';\nexport default function Page() { return <Rows />; }`,
      'src/features/admin/Rows.tsx': `'use client';\nexport const Rows = () => t('TEXT_ADMIN_ROWS');`,
      'src/app/[locale]/page.tsx': `import { Cart } from '../../features/cart/Cart';\nexport default function Page() { return <Cart />; }`,
      'src/features/cart/Cart.tsx': `'use client';\nexport const Cart = () => [t('TEXT_CART'), t(\`TEXT_STATUS_\${s}\`)];`,
    });
    expect(result.admin).toContain('TEXT_ADMIN_ROWS');
    expect(result.shop).not.toContain('TEXT_ADMIN_ROWS');
    expect(result.shop).toEqual(expect.arrayContaining(['TEXT_CART', 'TEXT_STATUS_PAID', 'TEXT_STATUS_SHIPPED']));
    // Named nowhere: something may build it, so it is kept.
    expect(result.shop).toContain('TEXT_BUILT');
  });
});
