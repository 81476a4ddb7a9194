// What a menu shows in place of its departments while the tree is on its way, or when it could not
// come (useDepartments): the desktop departments menu and the mobile menu's Shop panel alike.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { DepartmentsState } from './useDepartments';

export function DepartmentsPending({
  state,
  className,
  children,
}: {
  /** useDepartments' answer, with its retry. */
  state: DepartmentsState & { retry: () => void };
  className: string;
  /** Shown under the retry when the tree could not come (another way on). */
  children?: ReactNode;
}) {
  const t = useTranslations();
  if (state.status === 'failed') {
    return (
      <div role="alert" className={`text-sm text-ink ${className}`}>
        <p>{t('TEXT_DEPARTMENTS_UNAVAILABLE')}</p>
        <button type="button" onClick={state.retry} className="mt-2 font-medium text-brand hover:underline">
          {t('BUTTON_TRY_AGAIN')}
        </button>
        {children}
      </div>
    );
  }
  return (
    <p role="status" className={`text-sm text-muted ${className}`}>
      {state.status === 'loading' ? t('TEXT_LOADING') : null}
    </p>
  );
}
