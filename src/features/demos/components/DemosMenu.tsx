// The desktop header's Demos menu: every demo page of the specification (section 2), in three
// columns of groups. A drop-down that opens on click, like the header's other menus.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/ui/icons';
import { Dropdown } from '@/ui/Dropdown';
import { demoMenu, type DemoGroup } from '../model';

/** `headerSlugs`: the header demos' paths, which the header that shows this menu knows (layout/model). */
export async function DemosMenu({ buttonClassName, headerSlugs }: { buttonClassName: string; headerSlugs: readonly string[] }) {
  const t = await getTranslations();
  const groups = demoMenu(headerSlugs);
  const byTitle = (title: DemoGroup['title']) => groups.find((g) => g.title === title)!;
  const columns = [
    [byTitle('DEMO_GROUP_HOME'), byTitle('DEMO_GROUP_HEADERS')],
    [byTitle('DEMO_GROUP_CATEGORY'), byTitle('DEMO_GROUP_PRODUCT')],
    [byTitle('DEMO_GROUP_SHOP')],
  ];
  return (
    <Dropdown
      align="end"
      buttonClassName={buttonClassName}
      panelClassName="w-[680px] rounded-md border border-line bg-white p-6 shadow-xl"
      trigger={
        <>
          {t('LINK_DEMOS')}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      <div className="grid grid-cols-3 gap-6" data-testid="demos-menu">
        {columns.map((column, i) => (
          <div key={i} className="space-y-5">
            {column.map((group) => (
              <div key={group.title} role="group" aria-labelledby={`demos-${group.title}`}>
                <p id={`demos-${group.title}`} className="mb-1.5 text-xs font-semibold uppercase tracking-[0.08em] text-muted">
                  {t(group.title)}
                </p>
                <ul className="space-y-0.5 text-sm">
                  {group.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className="-mx-2 block rounded px-2 py-1 text-ink hover:bg-surface hover:text-brand">
                        {t(l.label.id, l.label.values)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Dropdown>
  );
}
