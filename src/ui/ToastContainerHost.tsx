'use client';
// The one toast container (specification sections 2 and 9): top of the page at the reading
// direction's end (top-right, top-left in right-to-left), closes after 5000 ms, no progress bar,
// pauses on hover and on focus loss, closes on click or on a drag past 80 %, light theme. Its own
// chunk with react-toastify and its stylesheet: <ToastHost> mounts it with the first toast.
import { useLocale, useTranslations } from 'next-intl';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { directionOf, type Locale } from '@/i18n/routing';

// The container's own setting, kept here: ToastHost loads this file lazily, so reading it from
// ToastHost would make an import cycle.
const TOAST_AUTO_CLOSE_MS = 5000;

function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function ToastContainerHost() {
  const t = useTranslations();
  const rtl = directionOf(useLocale() as Locale) === 'rtl';
  const closeLabel = t('BUTTON_CLOSE_NOTIFICATION');
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick
      theme="light"
      closeButton={(props) => <CloseButton {...props} label={closeLabel} />}
      aria-label={t('TEXT_NOTIFICATIONS')}
    />
  );
}
