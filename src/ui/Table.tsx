// A data table for lists of the shop and the back office (orders, products, messages), rendered on
// the server: the page builds it from its data and the URL, sorting and paging are links, so a
// table's state is a shareable address and the back button works.
//   <Table caption={t('HEADER_ORDERS')}>
//     <thead><tr><Th sort={{ href: '/admin/orders?sort=date', direction: 'descending' }}>…</Th><Th align="end">…</Th></tr></thead>
//     <tbody><tr><Th scope="row">…</Th><Td>…</Td></tr></tbody>
//   </Table>
// - The caption names the table (shown, or for screen readers only with `captionHidden`).
// - A narrow screen scrolls the table sideways inside its frame rather than the page: the frame is
//   a focusable region named by the caption, so the keyboard can scroll it too.
// - Header cells carry their scope; a sortable one is a link (its href from the caller), and the
//   column the rows are sorted by says so with aria-sort and an arrow.
// - Rows and cells are plain <tr>/<td>/<th>: the table styles its head, rows and dividers.
import { useId, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from './icons';

type TableProps = {
  caption: string;
  /** The caption for screen readers only, when a heading above already says what the table is. */
  captionHidden?: boolean;
  children: ReactNode;
  className?: string;
  testId?: string;
};

export function Table({ caption, captionHidden = false, children, className = '', testId }: TableProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`overflow-x-auto rounded-md border border-line bg-white focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      <table
        data-testid={testId}
        className="w-full border-collapse text-sm text-ink [&_tbody_tr]:border-t [&_tbody_tr]:border-line [&_tbody_tr]:transition-colors [&_tbody_tr:hover]:bg-surface/60 [&_thead]:bg-surface"
      >
        <caption
          id={captionId}
          className={captionHidden ? 'sr-only' : 'border-b border-line px-4 py-3 text-start text-base font-semibold text-ink'}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

type Align = 'start' | 'center' | 'end';
const ALIGN: Record<Align, string> = { start: 'text-start', center: 'text-center', end: 'text-end' };

type Sort = {
  /** Where the header's link goes: the same list sorted by this column (the caller builds the URL). */
  href: string;
  /** How the rows are sorted by this column now; absent when they are sorted by another. */
  direction?: 'ascending' | 'descending';
};

type ThProps = Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> & {
  /** 'col' in the head (the default), 'row' for the cell that names its row. */
  scope?: 'col' | 'row';
  align?: Align;
  sort?: Sort;
};

export function Th({ scope = 'col', align = 'start', sort, className = '', children, ...props }: ThProps) {
  if (scope === 'row') {
    return (
      <th scope="row" className={`px-4 py-3.5 font-medium ${ALIGN[align]} ${className}`} {...props}>
        {children}
      </th>
    );
  }
  const head = `px-4 py-3 text-xs font-medium tracking-wide whitespace-nowrap text-ink/75 uppercase ${ALIGN[align]} ${className}`;
  if (!sort) {
    return (
      <th scope="col" className={head} {...props}>
        {children}
      </th>
    );
  }
  const { href, direction } = sort;
  return (
    <th scope="col" aria-sort={direction} className={head} {...props}>
      <Link
        href={href}
        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-brand focus-visible:outline-2 focus-visible:outline-brand ${direction ? 'text-ink' : ''}`}
      >
        {children}
        <ChevronDownIcon
          size={14}
          className={`transition-transform duration-(--duration-fade) ${direction === 'ascending' ? 'rotate-180' : ''} ${direction ? 'text-brand' : 'opacity-40'}`}
        />
      </Link>
    </th>
  );
}

export function Td({
  align = 'start',
  className = '',
  ...props
}: Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & { align?: Align }) {
  return <td className={`px-4 py-3.5 align-middle ${ALIGN[align]} ${className}`} {...props} />;
}
