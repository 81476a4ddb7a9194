// The settings of `npm start` and of every owner command, read the way Next reads them: Next's own
// loader (@next/env, which ships with next) fills process.env from the checkout's .env files before
// anything else reads it — `.env.production.local`, `.env.local`, `.env.production`, `.env` (the
// `development` ones for `npm run dev`, and no `.local` file under NODE_ENV=test), each one only
// for variables the others and the real environment left unset. The real environment always wins,
// even when empty: `DATABASE_URL= npm start` is the embedded database whatever .env says.
//
// Import this module first (`import './lib/env'`): ES modules run in import order, and some modules
// read a setting as they load (src/db/embedded.ts its password). The server processes npm start
// runs inherit the filled environment, so Next finds the same values and loads nothing twice.
import { createRequire } from 'node:module';
import { DATABASE_SETTINGS, settingAdvice, settingProblems, type SettingProblem } from '../../src/config-check';

// Through next's own dependency: it is what Next itself loads, and it comes with next's version.
const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
const { loadEnvConfig } = requireFromNext('@next/env') as typeof import('@next/env');

const dev = process.argv.includes('--dev') || process.env.NODE_ENV === 'development';
const { loadedEnvFiles, parsedEnv } = loadEnvConfig(process.cwd(), dev, {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
});

/** The .env files that filled in settings, for the start's log. */
export const envFiles = loadedEnvFiles.filter((f) => Object.keys(f.env).length > 0).map((f) => f.path);

/** Where a setting came from, when a .env file (not the environment) gave it. */
function source(name: string): string {
  if (parsedEnv?.[name] === undefined) return '';
  const file = loadedEnvFiles.find((f) => f.env[name] !== undefined);
  return file ? ` (from ${file.path})` : '';
}

const describe = (problems: SettingProblem[]) => problems.map((p) => `  ${p.setting}${source(p.name)} ${p.problem}.`).join('\n');

/**
 * Stops the process (exit code 1) when a setting among `names` (every setting by default) is not
 * usable, naming each one and what is wrong; prints the advice for settings a shop should set.
 */
export function stopOnBadSettings(names?: readonly string[]): void {
  const problems = settingProblems(process.env, names);
  if (problems.length > 0) {
    console.error(
      `\nStopped: ${problems.length === 1 ? 'a setting has a value' : 'settings have values'} the shop cannot use.\n${describe(problems)}\nSee the settings in README.md (Configuration).\n`,
    );
    process.exit(1);
  }
  if (!names) for (const line of settingAdvice(process.env)) console.warn(line);
}

/** For owner commands: the database's settings only (they serve nothing). */
export const stopOnBadDatabaseSettings = () => stopOnBadSettings(DATABASE_SETTINGS);
