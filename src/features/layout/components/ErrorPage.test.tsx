import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import { messagesFor } from '@/i18n/messages';
import { ShopErrorPage } from './ShopErrorPage';

// An error as a server component's failure reaches the browser in production: a generic message,
// the digest, and (here) a stack that must never be shown.
const serverError = () =>
  Object.assign(new Error('Failed query: select * from "users"\nparams: ada@example.com'), { digest: '2841579093' });
const retry = () => {};

/** A page as the server sends it, once every part of it has loaded (the boundaries' pages are chunks of their own). */
const finished = async (node: ReactNode) => new Response((await prerender(node)).prelude).text();

describe('the error pages', () => {
  it('the global one is a document of its own in the language of the address, right to left in Arabic, without the error’s text', async () => {
    const html = await finished(
      <PathnameContext.Provider value="/ar/catalog/products">
        <GlobalError error={serverError()} retry={retry} />
      </PathnameContext.Provider>,
    );
    const ar = messagesFor('ar');
    expect(html).toMatch(/^(?:<!DOCTYPE html>)?<html lang="ar" dir="rtl">/);
    expect(html).toContain(`<title>${ar.TEXT_ERROR_PAGE_TITLE}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ar.TEXT_ERROR_PAGE_TITLE}</h1>`));
    expect(html).toContain(ar.BUTTON_TRY_AGAIN);
    expect(html).toContain(`href="/ar"`);
    expect(html).toContain(ar.TEXT_ERROR_PAGE_REFERENCE.replace('{digest}', '2841579093'));
    expect(html).not.toMatch(/Failed query|ada@example|at Object/);
  });

  it('the shop’s one speaks the page’s language from its messages and links to that language’s home page', () => {
    const ru = messagesFor('ru');
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="ru" timeZone="UTC" messages={ru}>
        <ShopErrorPage error={serverError()} retry={retry} />
      </NextIntlClientProvider>,
    );
    for (const id of ['TEXT_ERROR_PAGE_TITLE', 'TEXT_ERROR_PAGE_MESSAGE', 'TEXT_ERROR_PAGE_HINT', 'BUTTON_TRY_AGAIN', 'BUTTON_GO_HOME'])
      expect(html, id).toContain(ru[id]);
    expect(html).toContain('Код ошибки: 2841579093');
    expect(html).toContain(`href="/ru"`);
    expect(html).not.toContain('<header');
    expect(html).not.toMatch(/Failed query|ada@example/);
  });

  it('an error thrown in the browser has no digest, so no reference is shown', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={messagesFor('en')}>
        <ShopErrorPage error={new TypeError('x is undefined')} retry={retry} standalone />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('<header');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('data-testid="error-reference"');
    expect(html).not.toContain('x is undefined');
  });
});
