'use client';
// The departments button: a list of departments; the one under the pointer or focus shows its
// subcategories and their leaves beside it. Click, Enter, arrows and Escape all work (Dropdown).
// The tree is not in the page: it is fetched when the button is pointed at or focused, or at the
// latest when it opens (useDepartments), so every page's HTML is some 30 kB lighter.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Dropdown } from '@/ui/Dropdown';
import { ChevronDownIcon, ChevronNextIcon, MenuIcon } from '@/ui/icons';
import type { MenuNode } from '../model';
import { DepartmentsPending } from './DepartmentsPending';
import { useDepartments } from './useDepartments';

export function DepartmentsMenu({ source }: { source: string }) {
  const t = useTranslations();
  const [wanted, setWanted] = useState(false);
  return (
    <Dropdown
      buttonClassName="flex h-11 w-[260px] items-center gap-3 rounded-t-md bg-brand px-4 text-[15px] font-medium text-white transition-colors hover:bg-brand-dark aria-expanded:rounded-b-none"
      panelClassName="!mt-0 flex min-h-[420px] rounded-b-md rounded-se-md border border-line bg-white shadow-xl"
      onIntent={() => setWanted(true)}
      trigger={
        <>
          <MenuIcon size={18} />
          <span className="flex-1 text-start">{t('BUTTON_DEPARTMENTS')}</span>
          <ChevronDownIcon size={16} />
        </>
      }
    >
      {(_close, open) => <DepartmentsPanel source={source} wanted={wanted || open} />}
    </Dropdown>
  );
}

function DepartmentsPanel({ source, wanted }: { source: string; wanted: boolean }) {
  const t = useTranslations();
  const tree = useDepartments(source, wanted);
  if (tree.status !== 'ready') {
    return (
      <DepartmentsPending state={tree} className="w-[260px] p-4">
        <Link href="/catalog" className="mt-2 block text-brand hover:underline">
          {t('LINK_ALL_CATEGORIES')}
        </Link>
      </DepartmentsPending>
    );
  }
  return <DepartmentsLists departments={tree.departments} />;
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
            <div key={sub.slug}>
              <Link href={sub.href} className="mb-2 block text-[15px] font-semibold hover:text-brand">
                {sub.name}
              </Link>
              <ul className="space-y-1">
                {sub.children.map((leaf) => (
                  <li key={leaf.slug}>
                    <Link href={leaf.href} className="text-sm text-muted hover:text-brand focus-visible:text-brand">
                      {leaf.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
