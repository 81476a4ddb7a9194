import { describe, expect, it } from 'vitest';
import { DATABASE_SETTINGS, SETTING_RULES, settingAdvice, settingProblems, shownValue } from './config-check';
import { serverMemoryEnv } from './config';
import { rendersAtOnce } from './server/render-gate';
import { trustedProxyCount } from './features/rate-limits/model';
import { pageCacheSeconds } from './features/page-cache/model';
import { unpaidMinutesFrom } from './features/payments/model';

const problems = (env: Record<string, string>) => settingProblems(env).map((p) => p.message);

describe('the settings checked at start', () => {
  it('accept what the README documents, and nothing set at all', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        PORT: '3000',
        DATABASE_URL: 'postgres://axle:s3cret@db-host:5432/axle',
        DB_POOL_SIZE: '10',
        SITE_URL: 'https://shop.example.com/',
        BETTER_AUTH_URL: 'http://localhost:3000',
        AXLE_DEMO: 'true',
        SEED_PRODUCTS: '100000',
        AXLE_WORKERS: '2',
        AXLE_RENDERS_AT_ONCE: '3',
        AXLE_HEAP_MB: '256',
        AXLE_PAGE_CACHE_SECONDS: '0',
        AXLE_TRUSTED_PROXIES: '1',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Axle Parts <orders@shop.example>',
        MAIL_KEEP_DAYS: '90',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        AXLE_UNPAID_ORDER_MINUTES: '60',
        REDIS_URL: 'rediss://default:pw@cache.internal:6380/0',
      }),
    ).toEqual([]);
    expect(problems({ DATABASE_URL: 'postgresql:///axle?host=/var/run/postgresql', MAIL_FROM: 'orders@shop.example' })).toEqual([]);
  });

  it('count an empty or blank value as unset (DATABASE_URL= asks for the embedded database)', () => {
    expect(problems({ DATABASE_URL: '', PORT: '  ', SITE_URL: '' })).toEqual([]);
  });

  it('name the setting, the value and what is wrong, one message per setting', () => {
    expect(problems({ AXLE_WORKERS: 'lots' })).toEqual(['AXLE_WORKERS="lots" must be a whole number from 1 to 64 (server processes).']);
    expect(problems({ PORT: '70000', AXLE_HEAP_MB: '64' })).toEqual([
      'PORT="70000" must be a whole number from 1 to 65,535 (the port the shop listens on).',
      'AXLE_HEAP_MB="64" must be a whole number from 128 to 65,536 (MB of JavaScript heap per server process).',
    ]);
  });

  it('take whole numbers as digits only', () => {
    for (const raw of ['1.5', '-1', '1e1', '0x10', '2 workers']) expect(settingProblems({ AXLE_WORKERS: raw })).toHaveLength(1);
    expect(settingProblems({ AXLE_WORKERS: ' 4 ' })).toEqual([]);
  });

  it('want SITE_URL and BETTER_AUTH_URL as an http(s) origin with no path, query or credentials', () => {
    for (const raw of [
      'shop.example.com',
      'ftp://shop.example.com',
      'https://shop.example.com/shop',
      'https://shop.example.com/?a=1',
      'https://u:p@shop.example.com',
    ]) {
      expect(settingProblems({ SITE_URL: raw }), raw).toHaveLength(1);
      expect(settingProblems({ BETTER_AUTH_URL: raw }), raw).toHaveLength(1);
    }
    expect(problems({ SITE_URL: 'shop.example.com' })[0]).toContain('an http:// or https:// URL');
  });

  it('want DATABASE_URL, SMTP_URL and REDIS_URL in their own schemes', () => {
    expect(problems({ DATABASE_URL: 'mysql://root@db/axle' })[0]).toMatch(
      /^DATABASE_URL="mysql:\/\/root@db\/axle" must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(settingProblems({ DATABASE_URL: 'db-host:5432/axle' })).toHaveLength(1);
    expect(settingProblems({ SMTP_URL: 'mail.example.com:587' })).toHaveLength(1);
    expect(settingProblems({ REDIS_URL: 'http://cache:6379' })).toHaveLength(1);
  });

  it('want a mailbox in MAIL_FROM', () => {
    for (const raw of ['Axle Parts', 'orders@', 'Axle <orders@shop.example', 'a b@shop.example'])
      expect(settingProblems({ MAIL_FROM: raw }), raw).toHaveLength(1);
  });

  it('want both Stripe keys or neither, each of its kind, and never repeat them', () => {
    const [half] = problems({ STRIPE_SECRET_KEY: 'sk_live_secret' });
    expect(half).toBe(
      'STRIPE_SECRET_KEY=(hidden) is set but STRIPE_WEBHOOK_SECRET is not: set both to take cards through Stripe, or neither.',
    );
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })[0]).toContain('STRIPE_SECRET_KEY is not');
    expect(problems({ STRIPE_SECRET_KEY: 'pk_live_public', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      'STRIPE_SECRET_KEY=(hidden) must be a Stripe secret API key (it starts with sk_ or rk_).',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' })[0]).toContain('starts with whsec_');
  });

  it('show a URL with its password hidden', () => {
    expect(shownValue('DATABASE_URL', 'mysql://root:hunter2@db/axle')).toBe('"mysql://root:***@db/axle"');
    expect(shownValue('SMTP_URL', 'mail:hunter2@example.com')).toBe('"mail:***@example.com"');
    expect(problems({ DATABASE_URL: 'mysql://root:hunter2@db/axle' }).join()).not.toContain('hunter2');
    expect(shownValue('SITE_URL', 'x'.repeat(200))).toHaveLength(122);
  });

  it('check only the named settings when asked (an owner command checks the database’s)', () => {
    expect(settingProblems({ AXLE_WORKERS: 'lots', DATABASE_URL: 'nope' }, DATABASE_SETTINGS).map((p) => p.name)).toEqual(['DATABASE_URL']);
  });

  it('advise SITE_URL for a shop on an external database without an address', () => {
    expect(settingAdvice({ DATABASE_URL: 'postgres://db/axle', PORT: '8080' })).toEqual([
      "SITE_URL is not set: emails link to http://localhost:8080; set it to the shop's public address (https://shop.example.com).",
    ]);
    expect(settingAdvice({ DATABASE_URL: 'postgres://db/axle', SITE_URL: 'https://shop.example.com' })).toEqual([]);
    expect(settingAdvice({})).toEqual([]);
  });

  it('accept exactly what the features’ own parsers accept at the ends of each range', () => {
    const accepted = (name: string, raw: string) => settingProblems({ [name]: raw }).length === 0;
    const cases: [string, (raw: string) => boolean, string[]][] = [
      ['AXLE_RENDERS_AT_ONCE', (raw) => rendersAtOnce(raw) === Number(raw), ['0', '1', '64', '65']],
      ['AXLE_TRUSTED_PROXIES', (raw) => trustedProxyCount(raw) === Number(raw) && raw !== '', ['0', '10', '11']],
      ['AXLE_PAGE_CACHE_SECONDS', (raw) => pageCacheSeconds(raw) === Number(raw), ['0', '3600', '3601']],
      ['AXLE_UNPAID_ORDER_MINUTES', (raw) => unpaidMinutesFrom(raw) === Number(raw), ['4', '5', '1440', '1441']],
      [
        'AXLE_HEAP_MB',
        (raw) => serverMemoryEnv({ AXLE_HEAP_MB: raw, NODE_OPTIONS: '' }).NODE_OPTIONS.includes(`=${raw} `),
        ['127', '128', '65536', '65537'],
      ],
    ];
    const quiet = console.warn;
    console.warn = () => {};
    try {
      for (const [name, parser, values] of cases) for (const raw of values) expect(accepted(name, raw), `${name}=${raw}`).toBe(parser(raw));
    } finally {
      console.warn = quiet;
    }
  });

  it('has a rule for every setting it names', () => {
    for (const name of DATABASE_SETTINGS) expect(SETTING_RULES[name], name).toBeDefined();
  });
});
