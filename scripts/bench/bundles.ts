// First-load JavaScript and CSS per route, gzipped, from the production build as a browser gets it:
// fetch each page from the running server, collect the scripts and stylesheets it loads (tags and
// the chunks its RSC payload names), gzip each file, sum. The framework floor is what an empty App Router page of this
// build loads: the build manifest's rootMainFiles (Next's and React's runtime). The shell (site frame:
// headers, footer, cart, search, vehicle picker, quick view) is measured on the not-found page, which
// has nothing else. "Adds" is the gzipped size of the files a page loads beyond the floor (or shell).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Fixtures } from './fixtures';
import { round } from './stats';

type RouteWeight = {
  name: string;
  path: string;
  status: number;
  html: number;
  js: number;
  css: number;
  /** JavaScript beyond the framework floor. */
  jsAdded: number;
  /** JavaScript beyond the shell (the not-found page). */
  jsPage: number;
  cssPage: number;
  files: { url: string; gzip: number }[];
};

export type BundleReport = { floor: { js: number; files: string[] }; shell: { js: number; css: number }; routes: RouteWeight[] };

const kb = (bytes: number) => round(bytes / 1024, 1);

function bundleRoutes(f: Fixtures): { name: string; path: string }[] {
  return [
    { name: 'home', path: '/' },
    { name: 'catalog', path: '/catalog' },
    { name: 'category listing', path: `/catalog/${f.category}/products` },
    { name: 'filtered listing', path: f.listings[0]!.path },
    { name: 'search results', path: `/catalog/products?search=${encodeURIComponent(f.texts[0]!)}` },
    { name: 'product page', path: `/products/${f.products[0]}` },
    { name: 'cart', path: '/cart' },
    { name: 'wishlist', path: '/wishlist' },
    { name: 'compare', path: '/compare' },
    { name: 'sign in', path: '/account/login' },
    { name: 'track order', path: '/track-order' },
    { name: 'contact us', path: '/contact-us' },
    // The shop's 404 (the catch-all route): the site frame and a message, nothing else.
    { name: 'not found (shell)', path: '/bench-no-such-page' },
  ];
}

/**
 * The JS and CSS files a page makes the browser load: its <script src> and stylesheet <link> tags,
 * and the chunks its inline RSC payload names (a page that streams a 404, for one, names its
 * layout's chunks only there). The nomodule polyfills modern browsers skip are left out.
 */
function assets(html: string, polyfills: Set<string>): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const tagged = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => !/\snomodule\b/i.test(t))
    .map((t) => attr(t, 'src'))
    .filter((s): s is string => Boolean(s?.startsWith('/')));
  const linked = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => /\srel="stylesheet"/i.test(t))
    .map((t) => attr(t, 'href'))
    .filter((s): s is string => Boolean(s?.startsWith('/')));
  const named = [...html.matchAll(/(?:\/_next\/)?static\/chunks\/[A-Za-z0-9_.\-/]+\.(?:js|css)/g)].map((m) =>
    m[0].startsWith('/') ? m[0] : `/_next/${m[0]}`,
  );
  const all = [...new Set([...tagged, ...linked, ...named].map((u) => u.replace(/&amp;/g, '&').split('?')[0]!))].filter(
    (u) => !polyfills.has(u),
  );
  return { scripts: all.filter((u) => u.endsWith('.js')), styles: all.filter((u) => u.endsWith('.css')) };
}

export async function measureBundles(origin: string, distDir: string, fixtures: Fixtures): Promise<BundleReport> {
  const sizes = new Map<string, number>();
  const gz = async (url: string) => {
    let n = sizes.get(url);
    if (n === undefined) {
      const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
      n = gzipSync(body).length; // zlib's default level, as the server compresses
      sizes.set(url, n);
    }
    return n;
  };
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
    polyfillFiles?: string[];
  };
  const polyfills = new Set((manifest.polyfillFiles ?? []).map((f) => `/_next/${f}`));
  const floorFiles = (manifest.rootMainFiles ?? []).map((f) => `/_next/${f}`);
  const floorSet = new Set(floorFiles);
  let floorJs = 0;
  for (const f of floorFiles) floorJs += await gz(f);

  const pages: (RouteWeight & { jsSet: Set<string>; cssSet: Set<string> })[] = [];
  for (const r of bundleRoutes(fixtures)) {
    const res = await fetch(new URL(r.path, origin), { redirect: 'manual' });
    const html = await res.text();
    const { scripts, styles } = assets(html, polyfills);
    const files: RouteWeight['files'] = [];
    let js = 0;
    let css = 0;
    let jsAdded = 0;
    for (const s of scripts) {
      const n = await gz(s);
      js += n;
      if (!floorSet.has(s)) jsAdded += n;
      files.push({ url: s, gzip: n });
    }
    for (const s of styles) {
      const n = await gz(s);
      css += n;
      files.push({ url: s, gzip: n });
    }
    pages.push({
      ...r,
      status: res.status,
      html: kb(gzipSync(html).length),
      js: kb(js),
      css: kb(css),
      jsAdded: kb(jsAdded),
      jsPage: 0,
      cssPage: 0,
      files,
      jsSet: new Set(scripts),
      cssSet: new Set(styles),
    });
  }
  const shell = pages.at(-1)!;
  for (const p of pages) {
    let jsPage = 0;
    let cssPage = 0;
    for (const f of p.jsSet) if (!shell.jsSet.has(f)) jsPage += sizes.get(f)!;
    for (const f of p.cssSet) if (!shell.cssSet.has(f)) cssPage += sizes.get(f)!;
    p.jsPage = kb(jsPage);
    p.cssPage = kb(cssPage);
  }
  const routes = pages.map(({ jsSet: _j, cssSet: _c, ...rest }) => rest);
  for (const r of routes)
    console.log(
      `  ${r.name.padEnd(20)} JS ${String(r.js).padStart(6)} kB (+${r.jsAdded} over the floor, +${r.jsPage} over the shell)   CSS ${String(r.css).padStart(5)} kB   HTML ${r.html} kB`,
    );
  return { floor: { js: kb(floorJs), files: floorFiles }, shell: { js: shell.js, css: shell.css }, routes };
}
