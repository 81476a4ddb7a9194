'use client';
// The header's two menus of the department tree: the departments button (a list of departments; the
// one under the pointer or focus shows its subcategories and their leaves beside it) and the main
// navigation's Shop mega menu (departments and their subcategories in two columns). Click, Enter,
// arrows and Escape all work (Dropdown). The tree is not in the page: it is fetched when a button is
// pointed at or focused, or at the latest when it opens (useDepartments), so every page's HTML is
// lighter by both menus (issue 21). Until then a closed panel holds a plain link to the catalogue,
// for crawlers; without JavaScript the departments button gives way to that link (<noscript>).
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Dropdown } from '@/ui/Dropdown';
import { ChevronDownIcon, ChevronNextIcon, MenuIcon } from '@/ui/icons';
import type { MenuNode } from '../model';
import { DepartmentsPending } from './DepartmentsPending';
import { useDepartments } from './useDepartments';

const departmentsButton =
  'flex h-11 w-[260px] items-center gap-3 rounded-t-md bg-brand px-4 text-[15px] font-medium text-white transition-colors hover:bg-brand-dark';

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
          onIntent={() => setWanted(true)}
          trigger={label}
        >
          {(_close, open) => (
            <TreePanel source={source} wanted={wanted || open} className="w-[260px] p-4">
              {(departments) => <DepartmentsLists departments={departments} />}
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
      onIntent={() => setWanted(true)}
      trigger={
        <>
          {t('LINK_SHOP')}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {(_close, open) => (
        <TreePanel source={source} wanted={wanted || open} className="">
          {(departments) => <ShopColumns departments={departments} />}
        </TreePanel>
      )}
    </Dropdown>
  );
}

/** A menu's panel: the tree once it has come; before, the link to the catalogue and how the fetch goes. */
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
  const tree = useDepartments(source, wanted);
  const catalog = (
    <Link href="/catalog" className="mt-2 block text-brand hover:underline">
      {t('LINK_ALL_CATEGORIES')}
    </Link>
  );
  if (tree.status === 'ready') return children(tree.departments);
  if (tree.status === 'idle') return catalog;
  return (
    <DepartmentsPending state={tree} className={className}>
      {catalog}
    </DepartmentsPending>
  );
}

const shopLook = {
  head: 'mb-1 block font-semibold hover:text-brand',
  list: 'flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted',
  link: 'hover:text-brand',
};
const subcategoryLook = {
  head: 'mb-2 block text-[15px] font-semibold hover:text-brand',
  list: 'space-y-1',
  link: 'text-sm text-muted hover:text-brand focus-visible:text-brand',
};

function ShopColumns({ departments }: { departments: MenuNode[] }) {
  const half = Math.ceil(departments.length / 2);
  return (
    <div className="grid grid-cols-2 gap-8" data-testid="mega-menu">
      {[departments.slice(0, half), departments.slice(half)].map((column, ci) => (
        <div key={ci} className="space-y-4">
          {column.map((d) => (
            <NodeLinks key={d.slug} node={d} {...shopLook} />
          ))}
        </div>
      ))}
    </div>
  );
}

function DepartmentsLists({ departments }: { departments: MenuNode[] }) {
  const [active, setActive] = useState(0);
  const current = departments[active];
  return (
    <>
      <ul className="w-[260px] shrink-0 border-e border-line py-2" data-testid="departments-list">
        {departments.map((d, i) => (
          <li key={d.slug} onMouseEnter={() => setActive(i)}>
            <Link
              href={d.href}
              onFocus={() => setActive(i)}
              className={`flex items-center justify-between px-4 py-2 text-[15px] hover:bg-surface focus-visible:bg-surface focus-visible:outline-none ${i === active ? 'bg-surface text-brand' : ''}`}
            >
              {d.name}
              <ChevronNextIcon size={14} className="text-muted rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
      {current && (
        <div className="grid w-[620px] grid-cols-3 content-start gap-x-6 gap-y-5 p-6" aria-label={current.name} role="group">
          {current.children.map((sub) => (
            <NodeLinks key={sub.slug} node={sub} {...subcategoryLook} />
          ))}
        </div>
      )}
    </>
  );
}

/** A category's link over the links of its children; the classes are the heading's, the list's and a child's. */
function NodeLinks({ node, head, list, link }: { node: MenuNode; head: string; list: string; link: string }) {
  return (
    <div>
      <Link href={node.href} className={head}>
        {node.name}
      </Link>
      <ul className={list}>
        {node.children.map((c) => (
          <li key={c.slug}>
            <Link href={c.href} className={link}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
