import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import ar from '../../messages/ar.json';
import compile from 'icu-minify/compile';
import { messagesFor } from './messages';

const placeholders = (s: string) => [...s.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same ids in English, Russian and Arabic', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same ICU placeholders in every language', () => {
    for (const [id, text] of Object.entries(en)) {
      expect(placeholders((ru as Record<string, string>)[id]!), `ru ${id}`).toEqual(placeholders(text));
      expect(placeholders((ar as Record<string, string>)[id]!), `ar ${id}`).toEqual(placeholders(text));
    }
  });

  it('every message compiles, as the browser gets it (a stray tag or brace would fail every page)', () => {
    const broken: string[] = [];
    for (const [locale, catalogue] of Object.entries({ en, ru, ar })) {
      for (const [id, text] of Object.entries(catalogue as Record<string, string>)) {
        try {
          compile(text);
        } catch (e) {
          broken.push(`${locale} ${id}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('are translated, not English copied', () => {
    const copied = (other: Record<string, string>) =>
      Object.keys(en).filter((k) => other[k] === (en as Record<string, string>)[k] && /[A-Za-z]{4}/.test(other[k]!));
    expect(copied(ru).length).toBeLessThanOrEqual(Object.keys(en).length * 0.05);
    expect(copied(ar).length).toBeLessThanOrEqual(Object.keys(en).length * 0.05);
  });

  it('fall back to English for an id a language lacks', () => {
    const merged = messagesFor('ru');
    expect(Object.keys(merged).sort()).toEqual(Object.keys(en).sort());
  });
});
