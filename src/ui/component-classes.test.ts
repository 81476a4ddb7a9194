// The named component classes (ADR 0025) are plain strings to TypeScript and to the linters: nothing
// else notices a rule no markup uses any more, a name two files define, or a name Tailwind would read
// as one of its own utilities. This test does.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const globals = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const sheets = [...globals.matchAll(/@import '(\.\.\/[^']+\.css)'/g)]
  .map((m) => path.resolve(root, 'app', m[1]))
  .filter((file) => !file.endsWith('tokens.css'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const definitions = sheets.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*\.([a-z][a-z0-9-]*)\s*\{/gm)].map((m) => ({ name: m[1], file })),
);
const source = sourceFiles(root)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('component classes', () => {
  it('each sheet globals.css imports defines classes inside the components layer', () => {
    expect(sheets.length).toBeGreaterThan(0);
    for (const file of sheets) expect(readFileSync(file, 'utf8'), file).toMatch(/@layer components \{/);
  });

  it('every named class is used by some markup', () => {
    const unused = definitions.filter(({ name }) => !new RegExp(`(["'\`\\s{])${name}(?=["'\`\\s}$])`).test(source));
    expect(unused).toEqual([]);
  });

  it('no name is defined twice', () => {
    const names = definitions.map((d) => d.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("no name is one of Tailwind's utilities, so the markup never means both", async () => {
    const tailwind = await __unstable__loadDesignSystem(globals, { base: path.join(root, 'app') });
    expect(tailwind.candidatesToCss(['flex', 'bg-brand'])).not.toContain(null);
    const taken = tailwind.candidatesToCss(definitions.map((d) => d.name));
    expect(definitions.filter((_, i) => taken[i] !== null).map((d) => d.name)).toEqual([]);
  });
});
