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

  it("gives a page the ids its form's action answers with, not the texts the action translates itself", () => {
    const result = shop({
      'src/app/[locale]/page.tsx': `import { Form } from '@/features/cart/Form';\nexport default function Page() { return <Form />; }`,
      'src/features/cart/Form.tsx': `'use client';\nimport { save } from './actions';\nexport const Form = () => <form action={save} />;`,
      'src/features/cart/actions.ts': `'use server';\nexport async function save() { return ok ? { message: t('TEXT_TITLE') } : { error: 'ERROR_SAVE' }; }`,
    });
    expect(result.shop).toContain('ERROR_SAVE');
    expect(result.shop).not.toContain('TEXT_TITLE');
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

  it("gives a section's texts to its own pages only, and API routes' texts to no page", () => {
    const result = shop({
      'src/app/[locale]/(shop)/layout.tsx': `import { Frame } from '@/features/layout/Frame';\nexport default function L({ children }) { return <Frame>{children}</Frame>; }`,
      'src/features/layout/Frame.tsx': `'use client';\nexport const Frame = ({ children }) => [t('TEXT_TITLE'), children];`,
      'src/app/[locale]/(shop)/cart/layout.tsx': `export default function L({ children }) { return <SectionMessages section="cart">{children}</SectionMessages>; }`,
      'src/app/[locale]/(shop)/cart/page.tsx': `import { Cart } from '@/features/cart/Cart';\nexport default function Page() { return <Cart />; }`,
      'src/app/[locale]/(shop)/cart/checkout/page.tsx': `import { Pay } from '@/features/cart/Pay';\nexport default function Page() { return <Pay />; }`,
      'src/features/cart/Cart.tsx': `'use client';\nexport const Cart = () => [t('TEXT_CART'), t('TEXT_TITLE')];`,
      'src/features/cart/Pay.tsx': `'use client';\nexport const Pay = () => t('ERROR_SAVE');`,
      'src/app/api/orders/route.ts': `export const GET = () => apiError(req, 400, 'X', { messageId: 'TEXT_STATUS_PAID' });`,
    });
    // Every page has the frame's; the cart section adds its pages' (the checkout's too), not again the frame's.
    expect(result.shop).toContain('TEXT_TITLE');
    expect(result.shop).not.toContain('TEXT_CART');
    expect(result.sections).toEqual({ cart: ['ERROR_SAVE', 'TEXT_CART'] });
    // The API route's answer is already text: no page carries its id, the admin's list still has it.
    expect(result.shop).not.toContain('TEXT_STATUS_PAID');
    expect(Object.values(result.sections).flat()).not.toContain('TEXT_STATUS_PAID');
    expect(result.admin).toContain('TEXT_STATUS_PAID');
  });

  it("gives a part loaded on demand its own texts, not every page's", () => {
    const result = shop({
      'src/app/[locale]/(shop)/layout.tsx': `import { Header } from '@/features/layout/Header';\nexport default function L({ children }) { return <Header>{children}</Header>; }`,
      'src/features/layout/Header.tsx': `'use client';\nimport { onDemand } from '@/ui/on-demand';\nconst drawer = onDemand<Omit<P, 'x'>>('cart-drawer', () => import('@/features/cart/Drawer').then((m) => m.Drawer));\nconst error = onDemand(() => import('./ErrorPage').then((m) => m.ErrorPage));\nexport const Header = () => { import('@/features/cart/Lines').catch(() => {}); return t('TEXT_TITLE'); };`,
      'src/features/layout/ErrorPage.tsx': `'use client';\nexport const ErrorPage = () => t('ERROR_SAVE');`,
      'src/features/cart/Drawer.tsx': `'use client';\nimport { Lines } from './Lines';\nexport const Drawer = () => [t('TEXT_CART'), t('TEXT_TITLE'), <Lines />];`,
      'src/features/cart/Lines.tsx': `'use client';\nexport const Lines = () => t(\`TEXT_STATUS_\${s}\`);`,
    });
    // The drawer's texts and those of what it loads come with it; what every page has already is not sent again.
    expect(result.parts).toEqual({ 'cart-drawer': ['TEXT_CART', 'TEXT_STATUS_PAID', 'TEXT_STATUS_SHIPPED'] });
    expect(result.shop).not.toContain('TEXT_CART');
    // A prefetch (its module unused) brings nothing into the page.
    expect(result.shop).not.toContain('TEXT_STATUS_PAID');
    // A part named nothing (an error page) keeps its texts in every page.
    expect(result.shop).toEqual(expect.arrayContaining(['ERROR_SAVE', 'TEXT_TITLE']));
    expect(result.admin).toEqual(expect.arrayContaining(['TEXT_CART', 'TEXT_STATUS_PAID']));
  });
  it('gives a text a shared component translates to the pages that draw it in the browser, not to those a server component draws it on', () => {
    const result = shop({
      'src/app/[locale]/(shop)/layout.tsx': `export default function L({ children }) { return children; }`,
      'src/app/[locale]/(shop)/catalog/layout.tsx': `export default function L({ children }) { return children; }`,
      'src/app/[locale]/(shop)/catalog/page.tsx': `import { Stars } from '@/ui/Stars';\nexport default function Page() { return <Stars />; }`,
      'src/app/[locale]/(shop)/compare/layout.tsx': `export default function L({ children }) { return children; }`,
      'src/app/[locale]/(shop)/compare/page.tsx': `import { Table } from '@/features/compare/Table';\nexport default function Page() { return <Table />; }`,
      'src/features/compare/Table.tsx': `'use client';\nimport { Stars } from '@/ui/Stars';\nexport const Table = () => <Stars />;`,
      'src/ui/Stars.tsx': `import { KIND } from './kinds';\nexport const Stars = () => [t('TEXT_TITLE'), t(KIND)];`,
      'src/ui/kinds.ts': `export const KIND = 'TEXT_CART';`,
    });
    // The listing's stars are drawn on the server: their label is text already. The compare table draws them in the browser.
    expect(result.sections.catalog).toEqual(['TEXT_CART']);
    expect(result.sections.compare).toEqual(['TEXT_CART', 'TEXT_TITLE']);
    // An id named outside a translation call may be handed to a client component wherever it is loaded.
    expect(result.shop).not.toContain('TEXT_TITLE');
  });

  it("gives a server-translated module's texts only to the pages whose browser loads it", () => {
    const result = shop({
      'src/app/[locale]/(shop)/layout.tsx': `import { Footer } from '@/features/layout/Footer';\nexport default function L({ children }) { return <Footer>{children}</Footer>; }`,
      'src/features/layout/Footer.tsx': `import { NAMES } from '@/features/orders/payment';\nimport { Newsletter } from './Newsletter';\nexport const Footer = () => [t(NAMES.cash), <Newsletter />];`,
      'src/features/layout/Newsletter.tsx': `'use client';\nimport { subscribe } from './actions';\nexport const Newsletter = () => t('TEXT_TITLE');`,
      'src/features/layout/actions.ts': `'use server';\nimport { KINDS } from '@/features/mail/model';\nexport async function subscribe() { return { error: 'ERROR_SAVE' }; }`,
      'src/features/mail/model.ts': `// @server-translated: the admin's labels\nexport const KINDS = { hello: 'TEXT_EMAIL_HELLO' };`,
      'src/features/orders/payment.ts': `// Payment methods.\n// @server-translated: translated where shown\nexport const NAMES = { cash: 'TEXT_STATUS_PAID' };`,
      'src/app/[locale]/(shop)/cart/layout.tsx': `export default function L({ children }) { return children; }`,
      'src/app/[locale]/(shop)/cart/page.tsx': `import { Pay } from '@/features/cart/Pay';\nexport default function Page() { return <Pay />; }`,
      'src/features/cart/Pay.tsx': `'use client';\nimport { NAMES } from '@/features/orders/payment';\nexport const Pay = () => t(NAMES.cash);`,
    });
    // The footer translates the payment names on the server, and the newsletter's action answers with its own ids only.
    expect(result.shop).toEqual(expect.arrayContaining(['ERROR_SAVE', 'TEXT_TITLE']));
    expect(result.shop).not.toContain('TEXT_STATUS_PAID');
    expect(result.shop).not.toContain('TEXT_EMAIL_HELLO');
    // The checkout's payment choice is drawn in the browser: its page gets the names.
    expect(result.sections.cart).toEqual(['TEXT_STATUS_PAID']);
    expect(result.admin).toEqual(expect.arrayContaining(['TEXT_EMAIL_HELLO', 'TEXT_STATUS_PAID']));
  });
});
