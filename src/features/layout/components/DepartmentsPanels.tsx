'use client';
// What the header's department menus show once the tree has come (DepartmentsMenu): the departments
// button's list with the subcategories of the department under the pointer or focus, and the Shop
// menu's two columns. A chunk of its own, fetched with the tree, so no page's first JavaScript
// carries it.
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronNextIcon } from '@/ui/icons';
import type { MenuNode } from '../model';

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

export function ShopColumns({ departments }: { departments: MenuNode[] }) {
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

export function DepartmentsLists({ departments }: { departments: MenuNode[] }) {
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
