// Which messages the browser needs (issue 21): every page used to carry the whole catalogue to the
// browser, the admin's and the emails' texts included. The rule, read off the source:
// - an id the code names in a module a page's browser loads (a 'use client' module the page renders
//   and all it imports) is needed by that page;
// - an id named in a module the page loads only on the server is needed too (an action's returned
//   message id, a prop a server component hands a client one, a constant map), unless it is the
//   argument of a translation call (`t('…')`, `t.rich('…')`), which the server turns into text (a
//   shared component, such as a rating, says its label on the server on one page and in the
//   browser on another), or it is in an email template, which renders into a message and never
//   into a page;
// - an id the code never names whole (built as `PREFIX_${…}`) is needed when its prefix is, and
//   an id named nowhere at all is kept, since something may build it;
// - the shop's pages get the ids needed by the modules the shop's page routes load (an API route
//   answers with text it has translated), split in two: every
//   page gets those of the site frame and of the pages outside any section, and a section (a layout
//   below the site frame's, e.g. cart/layout.tsx) adds those its own pages need beyond that
//   (<SectionMessages>), so a product page does not carry the checkout's texts; the admin's pages
//   get every needed id;
// - a part the browser loads on demand with its messages (`onDemand('name', () => import('./X'))`,
//   ui/on-demand.ts: a drawer, a dialog, a menu's panel) is no page's: the ids its module and all it
//   loads need beyond the base's arrive with it (`parts`, from /api/messages), not in every page. A
//   part named nothing (`onDemand(() => import(…))`, the error pages, which must show when the
//   server cannot answer) and any other `import()` count as the page's own, except a prefetch
//   (`import('./X').catch(…)`, its module left unused): what renders that module loads it too;
// - a module that says `// @server-translated` (its maps of ids are looked up and translated on the
//   server, e.g. the payment methods' names the footer prints) gives its ids to a page only when
//   one of that page's browser modules loads it. A page's browser modules are its client components
//   and what they load, up to a server action: the browser holds only a reference to the action,
//   whose answer is made of the ids the action module names itself outside a translation call (the
//   text of `t('…')` in an action is made on the server).
// Pure: the caller reads the files (scripts/client-messages.ts, and the test that the committed
// list is current).

/**
 * `shop`: what every shop page gets (the site frame's and the pages outside any section); `sections`:
 * what a section's layout adds for its pages (keyed by its folder below the shop's route group);
 * `parts`: what a part loaded on demand brings beyond the shop's (keyed by its name); `admin`:
 * everything any page can show.
 */
export type ClientMessageIds = {
  shop: string[];
  sections: Record<string, string[]>;
  parts: Record<string, string[]>;
  admin: string[];
};

/** Routes whose modules only the staff's pages load. */
const ADMIN_ROUTES = [/^src\/app\/\[locale\]\/admin\//, /^src\/app\/api\/admin\//];
/** The shop's route group: its layout is the site frame, the layouts below it are sections. */
const SHOP_ROOT = 'src/app/[locale]/(shop)/';
/** Modules whose ids become email, never page text. */
const EMAIL_TEMPLATES = /^src\/features\/mail\/templates\//;

const ID = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const PREFIX = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_)\$\{/g;
const SERVER_CALL = /\bt(?:\.rich|\.markup|\.has)?\(\s*['"`]$/;
const DIRECTIVE = (name: string) => new RegExp(`^(?:\\s*//[^\\n]*\\n)*\\s*['"]use ${name}['"]`);
const USE_CLIENT = DIRECTIVE('client');
const USE_SERVER = DIRECTIVE('server');
const SERVER_TRANSLATED = /^\/\/ @server-translated\b/m;

/** A named part: `onDemand('name', () => import('./X')…)` (a type argument may come between). */
const PART = /\bonDemand\b[^(]*\(\s*['"]([a-z0-9-]+)['"]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

type Imports = { loads: string[]; parts: { name: string; module: string }[] };

/**
 * The modules a module loads at run time (type-only imports left out), as paths of `files`: `loads`
 * with the page, `parts` on demand with their own messages.
 */
function importsOf(file: string, source: string, files: ReadonlyMap<string, string>): Imports {
  const resolve = (spec: string): string | null => {
    const base = spec.startsWith('@/')
      ? `src/${spec.slice(2)}`
      : spec.startsWith('.')
        ? normalize(`${file.slice(0, file.lastIndexOf('/'))}/${spec}`)
        : null;
    if (base === null) return null;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => files.has(c)) ?? null;
  };
  const found: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g)) {
    if (m[2]) continue;
    const target = resolve(m[3]!);
    if (target) found.push(target);
  }
  const parts: Imports['parts'] = [];
  const partAt = new Set<number>();
  for (const m of source.matchAll(PART)) {
    const target = resolve(m[2]!);
    if (!target) continue;
    parts.push({ name: m[1]!, module: target });
    partAt.add(m.index + m[0].lastIndexOf('import('));
  }
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(m[1]!);
    const prefetch = /^\s*\.catch\(/.test(source.slice(m.index + m[0].length));
    if (target && !partAt.has(m.index) && !prefetch) found.push(target);
  }
  return { loads: found, parts };
}

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

function closure(start: Iterable<string>, imports: ReadonlyMap<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(imports.get(file) ?? []));
  }
  return seen;
}

/** `files`: each source module (not tests) by its path from the project root, e.g. `src/ui/Button.tsx`. */
export function clientMessageIds(ids: readonly string[], files: ReadonlyMap<string, string>): ClientMessageIds {
  const known = new Set(ids);
  const found = new Map([...files].map(([file, source]) => [file, importsOf(file, source, files)]));
  const imports = new Map([...found].map(([file, i]) => [file, i.loads]));
  // Read once per module: each route's walk asks again.
  const clientModules = new Set([...files].filter(([, source]) => USE_CLIENT.test(source)).map(([file]) => file));
  const isClient = (file: string) => clientModules.has(file);
  const actionModules = new Set([...files].filter(([, source]) => USE_SERVER.test(source)).map(([file]) => file));
  const isAction = (file: string) => actionModules.has(file);
  // What a page's client components load runs in the browser, up to a server action (see the header).
  const browserImports = new Map([...imports].map(([file, loads]) => [file, isAction(file) ? [] : loads]));
  const browser = closure(
    [...files.keys()].filter(isClient),
    new Map([...found].map(([file, i]) => [file, [...i.loads, ...i.parts.map((p) => p.module)]])),
  );

  // Which ids each module names, and how. `anyway`: named outside a server-side translation call, so
  // a server component may hand it to a client one; a page that loads the module needs it.
  // `inBrowser`: the argument of a translation call (t('…')), or any id of an email template or of a
  // `@server-translated` module; a page needs it only where its browser loads the module (a Rating a
  // server component draws has said its label already; the compare list's Rating says it in the
  // browser). `admin`: every id any page can show, the rule read with the whole shop's browser.
  const named = new Set<string>();
  const anyway = new Map<string, Set<string>>();
  const inBrowser = new Map<string, Set<string>>();
  const admin = new Set<string>();
  for (const [file, source] of files) {
    const email = EMAIL_TEMPLATES.test(file);
    const serverOnly = email || SERVER_TRANSLATED.test(source);
    const need = (id: string, at: number) => {
      named.add(id);
      const called = SERVER_CALL.test(source.slice(Math.max(0, at - 12), at));
      const into = serverOnly || called ? inBrowser : anyway;
      into.set(file, (into.get(file) ?? new Set<string>()).add(id));
      if (browser.has(file) || (!called && !email)) admin.add(id);
    };
    for (const m of source.matchAll(ID)) if (known.has(m[0])) need(m[0], m.index);
    for (const m of source.matchAll(PREFIX)) for (const id of ids.filter((i) => i.startsWith(m[1]!))) need(id, m.index + 1);
  }
  /** What the modules `start` loads need; `fromBrowser`: `start` are themselves browser modules (a part). */
  const neededFrom = (start: Iterable<string>, fromBrowser = false) => {
    const set = new Set<string>();
    const loaded = closure(start, imports);
    for (const file of loaded) for (const id of anyway.get(file) ?? []) set.add(id);
    const browserRoots = fromBrowser ? [...start] : [...loaded].filter(isClient);
    // An action's own translation calls run on the server: its answer holds their text, not their ids.
    for (const file of closure(browserRoots, browserImports)) if (!isAction(file)) for (const id of inBrowser.get(file) ?? []) set.add(id);
    return set;
  };
  const sorted = (set: Iterable<string>) => [...set].sort();

  const routes = [...files.keys()].filter((f) => f.startsWith('src/app/'));
  // An API route answers JSON it has translated itself (server/api-error.ts): its ids reach no page.
  const shopRoutes = routes.filter((f) => !ADMIN_ROUTES.some((r) => r.test(f)) && !f.startsWith('src/app/api/'));
  // A section is a layout of the shop's below the site frame's; the routes in its folder are its own
  // (the deepest section's, when sections nest), every other shop route is the base's.
  const sections = routes
    .filter((f) => f.startsWith(SHOP_ROOT) && f.endsWith('/layout.tsx') && f !== `${SHOP_ROOT}layout.tsx`)
    .map((f) => f.slice(SHOP_ROOT.length, -'/layout.tsx'.length))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  const sectionOf = (file: string) => sections.filter((s) => file.startsWith(`${SHOP_ROOT}${s}/`)).sort((a, b) => b.length - a.length)[0];
  // Ids named nowhere are kept in the base: something may build them.
  const base = neededFrom(shopRoutes.filter((f) => sectionOf(f) === undefined));
  for (const id of ids) if (!named.has(id)) base.add(id);
  const provided = new Map<string, Set<string>>();
  const bySection: Record<string, string[]> = {};
  for (const section of sections) {
    const above = sections.filter((s) => section.startsWith(`${s}/`)).flatMap((s) => [...provided.get(s)!]);
    const own = new Set([...neededFrom(shopRoutes.filter((f) => sectionOf(f) === section))].filter((id) => !base.has(id)));
    for (const id of above) own.delete(id);
    provided.set(section, own);
    bySection[section] = sorted(own);
  }
  // A part's ids beyond the base's (a section's page that opens it has them twice: no matter).
  const partModules = new Map<string, Set<string>>();
  for (const { parts } of found.values())
    for (const { name, module } of parts) partModules.set(name, (partModules.get(name) ?? new Set()).add(module));
  const byPart: Record<string, string[]> = {};
  for (const [name, modules] of [...partModules].sort(([a], [b]) => a.localeCompare(b)))
    byPart[name] = sorted([...neededFrom(modules, true)].filter((id) => !base.has(id)));
  for (const id of ids) if (!named.has(id)) admin.add(id);
  return { shop: sorted(base), sections: bySection, parts: byPart, admin: sorted(admin) };
}
