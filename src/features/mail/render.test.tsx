import { describe, expect, it } from 'vitest';
import { mailContent, previewContent, withoutToken } from './model';
import { renderMail, type MailShop } from './render';

const shop: MailShop = {
  origin: 'https://shop.example',
  contacts: { address: { en: '1 Main St' }, phone: '+1 202 555 0100', email: 'hello@shop.example', hours: { en: 'Mon–Fri 9–18' } },
} as MailShop;

const resetLink = {
  name: 'Rania',
  url: 'https://shop.example/ar/account/reset-password?token=abcdefghijklmnopqrstuvwx',
  expiresAt: '2026-11-27T18:00:00.000Z',
};

describe('the link emails', () => {
  it('a password reset in Arabic reads right to left, carries its link in the HTML and the text part, and says until when it works', async () => {
    const content = mailContent('password-reset', resetLink)!;
    const mail = await renderMail(content, 'ar', shop);
    expect(mail.html).toMatch(/<html[^>]+dir="rtl"/);
    expect(mail.html).toContain(resetLink.url.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(resetLink.url);
    expect(mail.subject).toContain('Axle');
    expect(mail.text).toContain('2026');
  });

  it('a newsletter confirmation has an unsubscribe link in its footer', async () => {
    const content = mailContent('newsletter-confirmation', {
      name: '',
      url: 'https://shop.example/newsletter/confirm?token=x',
      expiresAt: null,
      unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?token=y',
    })!;
    const mail = await renderMail(content, 'en', shop);
    expect(mail.html).toContain('https://shop.example/newsletter/unsubscribe?token=y');
    expect(mail.text).toContain('https://shop.example/newsletter/unsubscribe?token=y');
  });

  it('a link that is not http(s) is refused, so the email is never rendered with it', () => {
    expect(mailContent('password-reset', { ...resetLink, url: 'javascript:alert(1)' })).toBeNull();
    expect(mailContent('email-verification', { name: 'x' })).toBeNull();
  });

  it('once a reset or verification went out by SMTP, the admin preview shows the page without the token', () => {
    const content = mailContent('password-reset', resetLink)!;
    expect(previewContent(content, 'kept')).toEqual(content);
    expect(previewContent(content, 'pending')).toEqual(content);
    const sent = previewContent(content, 'sent');
    expect(sent.data).toMatchObject({ url: 'https://shop.example/ar/account/reset-password?…' });
    expect(withoutToken('https://shop.example/api/auth/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=%2F')).toBe(
      'https://shop.example/api/auth/reset-password/…?…',
    );
    const newsletter = mailContent('newsletter-confirmation', { name: '', url: 'https://shop.example/n?token=x', expiresAt: null })!;
    expect(previewContent(newsletter, 'sent')).toEqual(newsletter);
  });
});

describe('the contact emails', () => {
  const message = {
    id: 7,
    name: 'Ivan',
    email: 'ivan@example.com',
    subject: 'Brake pads',
    message: 'Do you ship to Kazan?\nThanks',
    receivedAt: '2026-11-27T10:00:00.000Z',
  };

  it('the acknowledgement greets the sender and quotes the message', async () => {
    const mail = await renderMail(mailContent('contact-acknowledgement', message)!, 'ru', shop);
    expect(mail.html).toContain('Ivan');
    expect(mail.text).toContain('Do you ship to Kazan?');
    expect(mail.html).toMatch(/<html[^>]+lang="ru"/);
  });

  it('the message to the shop names the sender and the subject', async () => {
    const mail = await renderMail(mailContent('contact-message', message)!, 'en', shop);
    expect(mail.subject).toContain('Brake pads');
    expect(mail.subject).toContain('Ivan');
    expect(mail.text).toContain('ivan@example.com');
  });
});
