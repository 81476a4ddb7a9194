// Blog posts, the demo shopper (account, addresses, orders) and the demo admin — the demo accounts
// exist only in demo mode.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { bulkInsert, syncSequence } from './bulk';
import { blogCategories, blogPosts } from './data/blog';
import { hashPassword } from '../features/account/password';

export const DEMO_USER = {
  id: 'demo-user',
  email: 'demo@axle.example',
  password: '123456',
  firstName: 'Ryan',
  lastName: 'Ford',
  phone: '+1 202 555 0147',
};

/** The demo store's admin, shown on the sign-in page in demo mode only (features/account/demo.ts). */
export const DEMO_ADMIN = {
  id: 'demo-admin',
  email: 'admin@axle.example',
  password: 'admin-demo',
  firstName: 'Dana',
  lastName: 'Admin',
  phone: '',
};

type SeedAccount = typeof DEMO_USER;

/** A verified account with a password (argon2id, as Better Auth stores it) and, for staff, a role. */
async function insertAccount(tx: pg.PoolClient, u: SeedAccount, role: 'admin' | null): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO users (id, name, email, email_verified, first_name, last_name, phone, role) VALUES ($1, $2, $3, true, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING`,
    [u.id, `${u.firstName} ${u.lastName}`, u.email, u.firstName, u.lastName, u.phone, role],
  );
  if (!rowCount) return false;
  await tx.query(`INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`, [
    `${u.id}-credential`,
    u.id,
    await hashPassword(u.password),
  ]);
  return true;
}

/** The demo admin; a second run (or a shop seeded before admins existed) finds it or adds it. */
export async function seedDemoAdmin(client: pg.Pool): Promise<boolean> {
  const tx = await client.connect();
  try {
    await tx.query('BEGIN');
    const made = await insertAccount(tx, DEMO_ADMIN, 'admin');
    await tx.query('COMMIT');
    return made;
  } catch (e) {
    await tx.query('ROLLBACK');
    throw e;
  } finally {
    tx.release();
  }
}

export async function seedBlog(client: pg.Pool, postImages: Map<string, string>) {
  await bulkInsert(
    client,
    'blog_posts',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'title', type: 'jsonb' },
      { name: 'excerpt', type: 'jsonb' },
      { name: 'body', type: 'jsonb' },
      { name: 'image', type: 'text' },
      { name: 'author', type: 'text' },
      { name: 'tags', type: 'text[]' },
      { name: 'published_at', type: 'timestamptz' },
    ],
    blogPosts.map((p, i) => [i + 1, p.slug, p.title, p.excerpt, p.body, postImages.get(p.slug) ?? null, p.author, p.tags, p.publishedAt]),
  );
  await syncSequence(client, 'blog_posts');
  const blogCategoryId = (slug: string) => 10_000 + blogCategories.findIndex((c) => c.slug === slug);
  await bulkInsert(
    client,
    'blog_post_categories',
    [
      { name: 'post_id', type: 'int' },
      { name: 'category_id', type: 'int' },
    ],
    blogPosts.flatMap((p, i) => p.categories.map((c) => [i + 1, blogCategoryId(c)])),
  );
  return blogPosts.length;
}

const demoAddresses = [
  {
    firstName: 'Ryan',
    lastName: 'Ford',
    company: 'Ford Garage LLC',
    countryCode: 'US',
    address1: '1600 Pennsylvania Ave NW',
    address2: 'Suite 12',
    city: 'Washington',
    state: 'DC',
    postcode: '20500',
    isDefault: true,
  },
  {
    firstName: 'Ryan',
    lastName: 'Ford',
    company: '',
    countryCode: 'AE',
    address1: 'Sheikh Zayed Road 221',
    address2: 'Apt 1403',
    city: 'Dubai',
    state: 'Dubai',
    postcode: '00000',
    isDefault: false,
  },
];

/** The demo shopper whose email and password the sign-in form is pre-filled with. */
export async function seedDemoShopper(client: pg.Pool): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM users WHERE id = $1', [DEMO_USER.id]);
  if (rowCount) return false;
  const tx = await client.connect();
  try {
    await tx.query('BEGIN');
    const u = DEMO_USER;
    await insertAccount(tx, u, null);
    for (const a of demoAddresses) {
      await tx.query(
        `INSERT INTO addresses (user_id, first_name, last_name, company, country_code, address1, address2, city, state, postcode, email, phone, is_default)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
        [
          u.id,
          a.firstName,
          a.lastName,
          a.company,
          a.countryCode,
          a.address1,
          a.address2,
          a.city,
          a.state,
          a.postcode,
          u.email,
          u.phone,
          a.isDefault,
        ],
      );
    }
    // Three past orders of in-stock products, priced as the catalog prices them.
    const { rows: products } = await tx.query<{ id: number; name: object; slug: string; sku: string; price: number; image: string | null }>(
      `SELECT p.id, p.name, p.slug, p.sku, p.price, (SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1) AS image
       FROM products p WHERE p.stock_status = 'in-stock' ORDER BY p.id LIMIT 6`,
    );
    const billing = { ...demoAddresses[0]!, country: 'US', email: u.email, phone: u.phone };
    const { countryCode: _c, isDefault: _d, ...address } = billing;
    const statuses = ['COMPLETED', 'SHIPPED', 'PENDING'] as const;
    for (let k = 0; k < 3; k++) {
      const lines = products.slice(k * 2, k * 2 + 2).map((p, j) => ({ ...p, quantity: j + 1 }));
      const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      const shipping = 2500;
      const tax = Math.round(subtotal * 0.2);
      const createdAt = new Date(Date.parse('2026-10-01T10:00:00Z') + k * 9 * 86_400_000);
      const { rows } = await tx.query<{ id: number }>(
        // In dollars; the completed one was paid (by bank transfer) before it was completed.
        `INSERT INTO orders (number, token, user_id, email, status, payment, quantity, subtotal, shipping, tax, total, amount_due, payment_status, amount_paid, billing_address, shipping_address, created_at, updated_at)
         VALUES ($1,$2,$3,$4,$5,'bank',$6,$7,$8,$9,$10,$10,$13,$14,$11,$11,$12,$12) RETURNING id`,
        [
          `AX-${100001 + k}`,
          randomBytes(16).toString('hex'),
          u.id,
          u.email,
          statuses[k],
          lines.reduce((s, l) => s + l.quantity, 0),
          subtotal,
          shipping,
          tax,
          subtotal + shipping + tax,
          JSON.stringify(address),
          createdAt.toISOString(),
          statuses[k] === 'COMPLETED' ? 'paid' : 'unpaid',
          statuses[k] === 'COMPLETED' ? subtotal + shipping + tax : 0,
        ],
      );
      for (const l of lines) {
        await tx.query(
          `INSERT INTO order_items (order_id, product_id, product_name, product_slug, sku, image, options, price, quantity, total)
           VALUES ($1,$2,$3,$4,$5,$6,'[]',$7,$8,$9)`,
          [rows[0]!.id, l.id, JSON.stringify(l.name), l.slug, l.sku, l.image, l.price, l.quantity, l.price * l.quantity],
        );
      }
    }
    await tx.query('COMMIT');
    return true;
  } catch (e) {
    await tx.query('ROLLBACK');
    throw e;
  } finally {
    tx.release();
  }
}
