// Layout options of the catalog's pages. The regular routes use the defaults; the shop demo pages
// of the specification (section 2, /demo/shop/...) choose others: how many columns the product grid
// and the category cards have at the widest size, where the sidebar sits (the reading direction's
// start or end, or none: the filters then open off-canvas from a button at every width), the
// listing's navigation (page numbers, or previous / next cursors from the first page on) and the
// listing's view when the URL names none. Pure data and Tailwind class maps (literal strings, so
// Tailwind sees every class), no I/O.
import type { ViewMode } from './model';

export type SidebarPosition = 'start' | 'end';
export type ProductColumns = 3 | 4 | 5 | 6;
export type CategoryColumnCount = 3 | 4 | 5 | 6 | 7;

export type ListingLayout = {
  columns: ProductColumns;
  sidebar: SidebarPosition | null;
  navigation: 'page' | 'cursor';
  view: ViewMode;
};

export type CategoriesLayout = { columns: CategoryColumnCount; sidebar: SidebarPosition | null };

export const DEFAULT_LISTING_LAYOUT: ListingLayout = { columns: 4, sidebar: 'start', navigation: 'page', view: 'grid' };
export const DEFAULT_CATEGORIES_LAYOUT: CategoriesLayout = { columns: 4, sidebar: null };

/** The product grid's columns by screen width; phones always show two. */
export const PRODUCT_GRID_CLASSES: Record<ProductColumns, string> = {
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  6: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6',
};

/** The category cards' columns by screen width; phones show one (two from 640 px). */
export const CATEGORY_GRID_CLASSES: Record<CategoryColumnCount, string> = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
  7: 'grid-cols-2 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-7',
};

/** From five columns on, a category card stacks its picture above its name, as a narrow card must. */
export const stackedCategoryCards = (columns: CategoryColumnCount) => columns >= 5;

/** The page grid around a sidebar: the sidebar's fixed column on its side, the content in the rest. */
export function sidebarGridClass(sidebar: SidebarPosition | null): string {
  if (!sidebar) return 'flex flex-col gap-6';
  return sidebar === 'start'
    ? 'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[270px_minmax(0,1fr)]'
    : 'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_270px]';
}

/** The sidebar's own cell: after the content in the markup order of an end sidebar. */
export const sidebarCellClass = (sidebar: SidebarPosition | null) => (sidebar === 'end' ? 'lg:order-last' : '');
