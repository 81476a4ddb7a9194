'use client';
// The header's two menus of the department tree: the departments button (a list of departments; the
// one under the pointer or focus shows its subcategories and their leaves beside it) and the main
// navigation's Shop mega menu (departments and their subcategories in two columns). Click, Enter,
// arrows and Escape all work (Dropdown). The tree is not in the page: it is fetched when a button is
// pointed at or focused, or at the latest when it opens (ui/FetchedPanel), so every page's HTML is
// lighter by both menus (issue 21); so is the code that draws it (DepartmentsPanels.tsx, its own chunk,
// fetched with the tree). Until then a closed panel holds a plain link to the catalogue, for
// crawlers; without JavaScript the departments button gives way to that link (<noscript>).
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Dropdown } from '@/ui/Dropdown';
import { ChevronDownIcon, MenuIcon } from '@/ui/icons';
import { FetchedPanel } from '@/ui/FetchedPanel';
import { onDemand } from '@/ui/on-demand';
import type { MenuNode } from '../model';

const departmentsLists = onDemand(() => import('./DepartmentsPanels').then((m) => m.DepartmentsLists));
const shopColumns = onDemand(() => import('./DepartmentsPanels').then((m) => m.ShopColumns));

const departmentsButton = 'departments-menu-button';

export function DepartmentsMenu({ source }: { source: string }) {
  const t = useTranslations();
  const [wanted, setWanted] = useState(false);
  const label = (
    <>
      <MenuIcon size={18} />
      <span className="flex-1 text-start">{t('BUTTON_DEPARTMENTS')}</span>
      <ChevronDownIcon size={16} />
    </>
  );
  return (
    <>
      <noscript>
        <style>{'[data-departments-menu]{display:none}'}</style>
        <Link href="/catalog" className={departmentsButton}>
          {label}
        </Link>
      </noscript>
      <div data-departments-menu>
        <Dropdown
          buttonClassName={`${departmentsButton} aria-expanded:rounded-b-none`}
          panelClassName="!mt-0 flex min-h-[420px] rounded-b-md rounded-se-md border border-line bg-white shadow-xl"
          onIntent={() => {
            setWanted(true);
            departmentsLists.preload();
          }}
          trigger={label}
        >
          {(_close, open) => (
            <TreePanel source={source} wanted={wanted || open} className="w-[260px] p-4">
              {(departments) => <departmentsLists.Component departments={departments} />}
            </TreePanel>
          )}
        </Dropdown>
      </div>
    </>
  );
}

/** The main navigation's Shop menu: every department and its subcategories, in two columns. */
export function ShopMenu({ source, buttonClassName }: { source: string; buttonClassName: string }) {
  const t = useTranslations();
  const [wanted, setWanted] = useState(false);
  return (
    <Dropdown
      buttonClassName={buttonClassName}
      panelClassName="w-[720px] rounded-md border border-line bg-white p-6 shadow-xl"
      onIntent={() => {
        setWanted(true);
        shopColumns.preload();
      }}
      trigger={
        <>
          {t('LINK_SHOP')}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {(_close, open) => (
        <TreePanel source={source} wanted={wanted || open} className="">
          {(departments) => <shopColumns.Component departments={departments} />}
        </TreePanel>
      )}
    </Dropdown>
  );
}

/** A menu's panel: the tree once it has come (fetched on first use); before, the link to the catalogue. */
function TreePanel({
  source,
  wanted,
  className,
  children,
}: {
  source: string;
  wanted: boolean;
  className: string;
  children: (departments: MenuNode[]) => ReactNode;
}) {
  const t = useTranslations();
  return (
    <FetchedPanel<MenuNode[]>
      source={source}
      wanted={wanted}
      failed={t('TEXT_DEPARTMENTS_UNAVAILABLE')}
      className={className}
      fallback={
        <Link href="/catalog" className="departments-menu-link">
          {t('LINK_ALL_CATEGORIES')}
        </Link>
      }
    >
      {children}
    </FetchedPanel>
  );
}
