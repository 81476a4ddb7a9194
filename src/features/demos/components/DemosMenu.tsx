'use client';
// The desktop header's Demos menu: every demo page of the specification (section 2), in three
// columns of groups. A drop-down that opens on click, like the header's other menus. Its links are
// not in the page (issue 21): they are fetched from /api/demos when the button is first pointed at
// or focused, or at the latest when it opens, as the Shop menu's departments are. Until then the
// panel holds a link to the demos' own page (/demo), which lists the same links; without JavaScript
// the button gives way to that link (<noscript>). The code that draws the links (DemoColumns) is a
// chunk of its own, fetched with them.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/ui/icons';
import { Dropdown } from '@/ui/Dropdown';
import { FetchedPanel } from '@/ui/FetchedPanel';
import { onDemand } from '@/ui/on-demand';
import type { DemoMenuGroup } from '../model';

const demoColumns = onDemand(() => import('./DemoColumns').then((m) => m.DemoColumns));

/** `source`: where the links come from (routes.ts demosHref). */
export function DemosMenu({ source, buttonClassName }: { source: string; buttonClassName: string }) {
  const t = useTranslations();
  const [wanted, setWanted] = useState(false);
  const label = (
    <>
      {t('LINK_DEMOS')}
      <ChevronDownIcon size={14} />
    </>
  );
  const page = (
    <Link href="/demo" className="mt-2 block text-brand hover:underline">
      {t('LINK_ALL_DEMOS')}
    </Link>
  );
  return (
    <>
      <noscript>
        <style>{'[data-demos-menu]{display:none}'}</style>
        <Link href="/demo" className={buttonClassName}>
          {label}
        </Link>
      </noscript>
      <div data-demos-menu>
        <Dropdown
          align="end"
          buttonClassName={buttonClassName}
          panelClassName="w-[680px] rounded-md border border-line bg-white p-6 shadow-xl"
          onIntent={() => {
            setWanted(true);
            demoColumns.preload();
          }}
          trigger={label}
        >
          {(_close, open) => (
            <FetchedPanel<DemoMenuGroup[][]>
              source={source}
              wanted={wanted || open}
              failed={t('TEXT_DEMOS_UNAVAILABLE')}
              fallback={page}
              className=""
            >
              {(columns) => <demoColumns.Component columns={columns} className="grid-cols-3" />}
            </FetchedPanel>
          )}
        </Dropdown>
      </div>
    </>
  );
}
