// The demos' own page (/demo): every demo page, as the header's Demos menu lists them. It is where
// that menu's button leads without JavaScript, and what its panel links to before its links come.
import { PageHeading, PAGE_CONTAINER } from '@/ui/PageHeading';
import type { DemoMenuGroup } from '../model';
import { DemoColumns } from './DemoColumns';

export function DemosPage({ title, columns }: { title: string; columns: DemoMenuGroup[][] }) {
  return (
    <main data-testid="demos-page">
      <PageHeading title={title} />
      <div className={`${PAGE_CONTAINER} pb-12`}>
        <DemoColumns columns={columns} className="sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </main>
  );
}
