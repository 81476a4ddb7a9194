// The pages the newsletter's emails link to, opened without signing in: the confirm link's result
// (confirmed, or the link is not valid) and the unsubscribe page, which asks for one press of a
// button before it unsubscribes (a POST: see model.ts for why) and then shows that it is done.
// A wrong, expired or replaced link is an ordinary page saying so, never an error page.
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Button, ButtonLink } from '@/ui/Button';
import { MailIcon, ShieldCheckIcon } from '@/ui/icons';
import { unsubscribeFromNewsletter } from '../../actions';
import type { NewsletterLinkState } from '../../model';
import { PageHeader } from './PageHeader';

/** The heading and the text of each state a newsletter page can show. */
const TEXTS = {
  confirmed: { title: 'HEADER_NEWSLETTER_CONFIRMED', text: 'TEXT_NEWSLETTER_CONFIRMED' },
  invalid: { title: 'HEADER_NEWSLETTER_LINK_INVALID', text: 'TEXT_NEWSLETTER_LINK_INVALID' },
  unsubscribe: { title: 'HEADER_NEWSLETTER_UNSUBSCRIBE', text: 'TEXT_NEWSLETTER_UNSUBSCRIBE_ASK' },
  unsubscribed: { title: 'HEADER_NEWSLETTER_UNSUBSCRIBED', text: 'TEXT_NEWSLETTER_UNSUBSCRIBED' },
} as const;
export type NewsletterView = keyof typeof TEXTS;

/** What the unsubscribe page shows for the state its link finds. */
export const unsubscribeView = (state: NewsletterLinkState): NewsletterView =>
  state === 'invalid' ? 'invalid' : state === 'unsubscribed' ? 'unsubscribed' : 'unsubscribe';

/** The page's title, for its metadata and its <h1>. */
export async function newsletterTitle(view: NewsletterView): Promise<string> {
  const t = await getTranslations();
  return t(TEXTS[view].title);
}

export async function NewsletterPage({ view, locale, token }: { view: NewsletterView; locale: Locale; token?: string }) {
  const t = await getTranslations();
  const Icon = view === 'confirmed' ? ShieldCheckIcon : MailIcon;
  return (
    <main data-testid="newsletter-page" data-state={view}>
      <PageHeader title={t(TEXTS[view].title)} crumbs={[{ label: t('HEADER_NEWSLETTER') }]} />
      <div className="mx-auto w-full max-w-[1350px] px-4 py-10 sm:px-6 md:py-14">
        <section className="mx-auto flex max-w-[640px] flex-col items-center rounded-lg border border-line bg-white px-6 py-10 text-center md:px-12">
          <Icon size={44} className={view === 'invalid' ? 'text-muted' : 'text-brand'} />
          <p className="mt-5 text-[15px] leading-relaxed text-ink" data-testid="newsletter-result">
            {t(TEXTS[view].text)}
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {view === 'unsubscribe' && token ? (
              <form action={unsubscribeFromNewsletter}>
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="locale" value={locale} />
                <Button type="submit" data-testid="newsletter-unsubscribe">
                  {t('BUTTON_NEWSLETTER_UNSUBSCRIBE')}
                </Button>
              </form>
            ) : null}
            <ButtonLink href="/" variant={view === 'unsubscribe' ? 'secondary' : 'primary'}>
              {t('BUTTON_CONTINUE_SHOPPING')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </main>
  );
}
