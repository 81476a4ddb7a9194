import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';

const ACCOUNT_CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 sm:px-6';

/** The account area's frame: the side navigation at the reading start, the page beside it. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className={`${ACCOUNT_CONTAINER} grid gap-8 pb-14 pt-6 md:pt-8 lg:grid-cols-[260px_minmax(0,1fr)]`}>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <AccountNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
