// The texts of the page shown when the root layout itself failed (app/global-error.tsx): that page
// replaces the root layout, so it has no next-intl provider, and it must not wait for a catalogue,
// so it carries these six messages in the three languages (a chunk fetched only with that page).
// error-page-messages.test.ts checks that they say exactly what messages/*.json say under these ids;
// change the catalogues first, then copy the texts here. The language is the one the address names.
import type { Locale } from './routing';

export const ERROR_PAGE_MESSAGE_IDS = [
  'TEXT_ERROR_PAGE_TITLE',
  'TEXT_ERROR_PAGE_MESSAGE',
  'TEXT_ERROR_PAGE_HINT',
  'TEXT_ERROR_PAGE_REFERENCE',
  'BUTTON_TRY_AGAIN',
  'BUTTON_GO_HOME',
] as const;
export type ErrorPageMessageId = (typeof ERROR_PAGE_MESSAGE_IDS)[number];

export const ERROR_PAGE_MESSAGES: Record<Locale, Record<ErrorPageMessageId, string>> = {
  en: {
    TEXT_ERROR_PAGE_TITLE: 'Something went wrong',
    TEXT_ERROR_PAGE_MESSAGE:
      'We could not load this page. The problem is on our side, not with your device, and it is usually over in a moment.',
    TEXT_ERROR_PAGE_HINT: 'Please try again, or come back in a few minutes. Your cart and wishlist are kept.',
    TEXT_ERROR_PAGE_REFERENCE: 'Error reference: {digest}',
    BUTTON_TRY_AGAIN: 'Try again',
    BUTTON_GO_HOME: 'Go to the home page',
  },
  ru: {
    TEXT_ERROR_PAGE_TITLE: 'Что-то пошло не так',
    TEXT_ERROR_PAGE_MESSAGE:
      'Нам не удалось загрузить эту страницу. Проблема на нашей стороне, а не в вашем устройстве, и обычно она быстро проходит.',
    TEXT_ERROR_PAGE_HINT: 'Попробуйте ещё раз или вернитесь через несколько минут. Ваша корзина и избранное сохранены.',
    TEXT_ERROR_PAGE_REFERENCE: 'Код ошибки: {digest}',
    BUTTON_TRY_AGAIN: 'Попробовать снова',
    BUTTON_GO_HOME: 'На главную',
  },
  ar: {
    TEXT_ERROR_PAGE_TITLE: 'حدث خطأ ما',
    TEXT_ERROR_PAGE_MESSAGE: 'تعذّر علينا تحميل هذه الصفحة. المشكلة من جهتنا وليست في جهازك، وعادةً ما تزول خلال لحظات.',
    TEXT_ERROR_PAGE_HINT: 'يُرجى المحاولة مرة أخرى أو العودة بعد بضع دقائق. سلة التسوق وقائمة الأمنيات محفوظتان.',
    TEXT_ERROR_PAGE_REFERENCE: 'الرقم المرجعي للخطأ: {digest}',
    BUTTON_TRY_AGAIN: 'حاول مرة أخرى',
    BUTTON_GO_HOME: 'العودة إلى الصفحة الرئيسية',
  },
};
