import { describe, expect, it } from 'vitest';
import {
  dashboardWith,
  isResetToken,
  localeOfAuthLink,
  localeOfCookie,
  localeOfPath,
  resetLink,
  resetPagePath,
  verificationLink,
  verificationNotice,
  verifiedCallback,
} from './email-links';

describe('password reset links', () => {
  it('open the reset page in the request’s language on the shop’s origin', () => {
    expect(resetPagePath('en')).toBe('/account/reset-password');
    expect(resetPagePath('ar')).toBe('/ar/account/reset-password');
    expect(resetLink('https://shop.example', 'ru', 'AbC123xyz0AbC123xyz0AbC1')).toBe(
      'https://shop.example/ru/account/reset-password?token=AbC123xyz0AbC123xyz0AbC1',
    );
  });

  it('take only token-shaped values as tokens', () => {
    expect(isResetToken('AbC123xyz0AbC123xyz0AbC1')).toBe(true);
    for (const bad of [
      undefined,
      '',
      'short',
      'a'.repeat(129),
      'has space in it here',
      '../../etc/passwd/xxxx',
      ['AbC123xyz0AbC123xyz0AbC1'],
    ])
      expect(isResetToken(bad)).toBe(false);
  });
});

describe('verification links', () => {
  it('are Better Auth’s /verify-email on the shop’s origin, landing on the localized dashboard', () => {
    expect(verifiedCallback('en')).toBe('/account/dashboard?verified=1');
    expect(verifiedCallback('ar')).toBe('/ar/account/dashboard?verified=1');
    const url = new URL(verificationLink('https://shop.example', 'ar', 'eyJ.a-b_c'));
    expect(url.origin + url.pathname).toBe('https://shop.example/api/auth/verify-email');
    expect(url.searchParams.get('token')).toBe('eyJ.a-b_c');
    expect(url.searchParams.get('callbackURL')).toBe('/ar/account/dashboard?verified=1');
  });
});

describe('the language of an emailed link', () => {
  it('is the language of the page the request named', () => {
    const reset = (redirectTo: string) =>
      `http://internal:3000/api/auth/reset-password/TOKEN?callbackURL=${encodeURIComponent(redirectTo)}`;
    expect(localeOfAuthLink(reset('/ar/account/reset-password'))).toBe('ar');
    expect(localeOfAuthLink(reset('/ru/account/reset-password'))).toBe('ru');
    expect(localeOfAuthLink(reset('/account/reset-password'))).toBe('en');
    expect(localeOfAuthLink(reset('https://shop.example/ar/account/dashboard?verified=1'))).toBe('ar');
    // Better Auth's default "/" and anything unreadable say nothing.
    expect(localeOfAuthLink(reset('/'))).toBeNull();
    expect(localeOfAuthLink('http://internal:3000/api/auth/reset-password/TOKEN?callbackURL=')).toBeNull();
    expect(localeOfAuthLink('http://[not a url')).toBeNull();
    // Better Auth without a base URL of its own (a server action's call) builds a relative link.
    expect(localeOfAuthLink(`/verify-email?token=eyJ&callbackURL=${encodeURIComponent('/ru/account/dashboard?verified=1')}`)).toBe('ru');
    expect(localeOfAuthLink(reset('/de/account'))).toBeNull();
    expect(localeOfAuthLink(reset('//evil.example/ar'))).toBeNull();
  });

  it('falls back on the language cookie', () => {
    expect(localeOfCookie('a=1; NEXT_LOCALE=ar; b=2')).toBe('ar');
    expect(localeOfCookie('NEXT_LOCALE=ru')).toBe('ru');
    expect(localeOfCookie('NEXT_LOCALE=de')).toBeNull();
    expect(localeOfCookie('XNEXT_LOCALE=ar')).toBeNull();
    expect(localeOfCookie(null)).toBeNull();
    expect(localeOfPath('/ar')).toBe('ar');
  });
});

describe('the dashboard’s notice after a verification link', () => {
  it('says confirmed, expired or invalid, Better Auth’s error winning over verified=1', () => {
    expect(verificationNotice({ verified: '1' })).toEqual({ tone: 'success', message: 'TEXT_EMAIL_VERIFIED' });
    expect(verificationNotice({ verified: '1', error: 'TOKEN_EXPIRED' })).toEqual({
      tone: 'error',
      message: 'ERROR_EMAIL_VERIFICATION_EXPIRED',
    });
    expect(verificationNotice({ verified: '1', error: 'INVALID_TOKEN' })).toEqual({
      tone: 'error',
      message: 'ERROR_EMAIL_VERIFICATION_INVALID',
    });
    expect(verificationNotice({ error: ['USER_NOT_FOUND', 'x'] })).toEqual({ tone: 'error', message: 'ERROR_EMAIL_VERIFICATION_INVALID' });
    expect(verificationNotice({ verified: 'yes' })).toBeNull();
    expect(verificationNotice({})).toBeNull();
  });

  it('survives a detour through the sign-in page', () => {
    expect(dashboardWith(null)).toBe('/account/dashboard');
    expect(dashboardWith(verificationNotice({ verified: '1' }))).toBe('/account/dashboard?verified=1');
    expect(dashboardWith(verificationNotice({ error: 'TOKEN_EXPIRED' }))).toBe('/account/dashboard?error=TOKEN_EXPIRED');
    expect(dashboardWith(verificationNotice({ error: '<script>' }))).toBe('/account/dashboard?error=INVALID_TOKEN');
  });
});
