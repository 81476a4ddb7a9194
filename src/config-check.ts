// The settings' rules, checked when the shop starts (scripts/start.ts) and, for the database's own
// settings, by every owner command (scripts/lib/env.ts): a value the shop cannot use stops the start
// with a message naming the setting and what is wrong with it, instead of being quietly replaced by
// a default (the parsers in the features still fall back, for a server started some other way).
// Pure: it reads a plain record, so the rules are unit-tested without a process.
//
// Choices where the issue is silent:
// - a setting set to the empty string counts as unset (`DATABASE_URL=` is how the journeys ask for
//   the embedded database while a .env file names a server);
// - values are trimmed; whole numbers are written as digits (no `1e2`, `0x10` or `2.0`);
// - SITE_URL and BETTER_AUTH_URL are an origin: the shop is served at the root of its address, and
//   a path there would put every link under a prefix the shop does not answer;
// - a secret is never repeated in a message, and a URL's password shows as ***.
// The ranges are the ones the features' own parsers accept (config-check.test.ts holds them to it).

export type Env = Record<string, string | undefined>;

/** A setting the shop cannot use: `message` names it (`setting`: NAME="value") and says what is wrong (`problem`). */
export type SettingProblem = { name: string; setting: string; problem: string; message: string };

type Rule = (value: string, env: Env) => string | null;

const DIGITS = /^\d+$/;

const whole =
  (min: number, max: number, meaning: string): Rule =>
  (value) => {
    const n = Number(value);
    return DIGITS.test(value) && n >= min && n <= max
      ? null
      : `must be a whole number from ${min} to ${max.toLocaleString('en-US')} (${meaning})`;
  };

const url = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);

const urlOf =
  (protocols: readonly string[], example: string): Rule =>
  (value) => {
    const parsed = url(value);
    if (parsed && protocols.includes(parsed.protocol)) return null;
    return `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL such as ${example}${parsed ? '' : ' (percent-encode any special character in a user name or password)'}`;
  };

/** The shop's public address: an http(s) origin, with no path, query or credentials. */
const origin: Rule = (value) => {
  const parsed = url(value);
  const problem = 'must be the shop’s public address, an http:// or https:// URL with no path, such as https://shop.example.com';
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return problem;
  if (parsed.username || parsed.password) return `${problem} (no user name or password)`;
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return `${problem} (the shop is served at the root of its address)`;
  return null;
};

const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    values.includes(value) ? null : `must be one of ${values.join(', ')}`;

/** An address, or a display name with the address in angle brackets. */
const mailbox: Rule = (value) =>
  /^[^\s@<>]+@[^\s@<>]+$/.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(value)
    ? null
    : 'must be an email address, or a name and an address in angle brackets, such as Axle Parts <orders@shop.example>';

const prefixed =
  (prefixes: readonly string[], what: string): Rule =>
  (value) =>
    prefixes.some((p) => value.startsWith(p)) ? null : `must be ${what} (it starts with ${prefixes.join(' or ')})`;

/** The other half of a pair that is set together or not at all. */
const pairedWith =
  (other: string, purpose: string): Rule =>
  (_value, env) =>
    settingValue(env, other) === undefined ? `is set but ${other} is not: set both ${purpose}, or neither` : null;

/** Every setting the shop checks, with its rules in order (the first that fails is reported). */
export const SETTING_RULES: Readonly<Record<string, readonly Rule[]>> = {
  PORT: [whole(1, 65_535, 'the port the shop listens on')],
  DATABASE_URL: [urlOf(['postgres:', 'postgresql:'], 'postgres://user:password@db-host:5432/axle')],
  BENCH_DATABASE_URL: [urlOf(['postgres:', 'postgresql:'], 'postgres://user@db-host:5432/axle_bench')],
  DB_POOL_SIZE: [whole(1, 100, 'database connections per server process')],
  SITE_URL: [origin],
  BETTER_AUTH_URL: [origin],
  AXLE_DEMO: [oneOf(['1', '0', 'true', 'false'])],
  SEED_PRODUCTS: [whole(1, 5_000_000, 'products the first start or db:seed makes')],
  AXLE_WORKERS: [whole(1, 64, 'server processes')],
  AXLE_RENDERS_AT_ONCE: [whole(1, 64, 'renderings each server process runs at once')],
  AXLE_HEAP_MB: [whole(128, 65_536, 'MB of JavaScript heap per server process')],
  AXLE_PAGE_CACHE_SECONDS: [whole(0, 3600, 'seconds an anonymous page is shared; 0 turns it off')],
  AXLE_TRUSTED_PROXIES: [whole(0, 10, 'proxies in front of the shop')],
  SMTP_URL: [urlOf(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587')],
  MAIL_FROM: [mailbox],
  MAIL_KEEP_DAYS: [whole(1, 3650, 'days delivered emails are kept')],
  STRIPE_SECRET_KEY: [
    pairedWith('STRIPE_WEBHOOK_SECRET', 'to take cards through Stripe'),
    prefixed(['sk_', 'rk_'], 'a Stripe secret API key'),
  ],
  STRIPE_WEBHOOK_SECRET: [
    pairedWith('STRIPE_SECRET_KEY', 'to take cards through Stripe'),
    prefixed(['whsec_'], 'a Stripe webhook signing secret'),
  ],
  STRIPE_API_URL: [urlOf(['http:', 'https:'], 'http://127.0.0.1:12111')],
  AXLE_UNPAID_ORDER_MINUTES: [whole(5, 1440, 'minutes a card order waits for its payment')],
  REDIS_URL: [urlOf(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')],
  LOG_LEVEL: [oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])],
};

/** The settings an owner command reads (it opens the database and seeds; it serves nothing). */
export const DATABASE_SETTINGS: readonly string[] = ['DATABASE_URL', 'DB_POOL_SIZE', 'AXLE_DEMO', 'SEED_PRODUCTS'];

/** Settings whose values are secrets: a message names them but never repeats the value. */
const SECRETS = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'BETTER_AUTH_SECRET', 'EMBEDDED_PG_PASSWORD']);

/** A setting's value, trimmed; undefined when unset or empty. */
function settingValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The value as a message may show it: a secret not at all, a URL's password as ***, long values cut. */
export function shownValue(name: string, value: string): string {
  if (SECRETS.has(name)) return '(hidden)';
  let shown = value;
  const parsed = url(value);
  if (parsed?.password) {
    parsed.password = '***';
    shown = parsed.toString();
  } else {
    // Not a URL the parser reads as one, yet perhaps `user:password@host`.
    shown = value.replace(/:[^@/]*@/, ':***@');
  }
  return JSON.stringify(shown.length > 120 ? `${shown.slice(0, 117)}...` : shown);
}

/** Every setting among `names` whose value the shop cannot use. */
export function settingProblems(env: Env, names: readonly string[] = Object.keys(SETTING_RULES)): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const name of names) {
    const value = settingValue(env, name);
    const rules = SETTING_RULES[name];
    if (value === undefined || !rules) continue;
    for (const rule of rules) {
      const problem = rule(value, env);
      if (problem) {
        const setting = `${name}=${shownValue(name, value)}`;
        problems.push({ name, setting, problem, message: `${setting} ${problem}.` });
        break;
      }
    }
  }
  return problems;
}

/**
 * Settings that work but that a production shop should set: a start on an external database with no
 * public address writes emails whose links point at localhost.
 */
export function settingAdvice(env: Env): string[] {
  const advice: string[] = [];
  if (settingValue(env, 'DATABASE_URL') && !settingValue(env, 'SITE_URL') && !settingValue(env, 'BETTER_AUTH_URL')) {
    advice.push(
      `SITE_URL is not set: emails link to http://localhost:${settingValue(env, 'PORT') ?? 3000}; set it to the shop's public address (https://shop.example.com).`,
    );
  }
  return advice;
}
