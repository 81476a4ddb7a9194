// Page links of a blog listing (the kit's Pagination): every page keeps the listing's category, tag
// or search.
import { Pagination } from '@/ui/Pagination';
import { blogListSearch, type BlogListQuery } from '../model';

export function BlogPagination({ pathname, query, pages }: { pathname: string; query: BlogListQuery; pages: number }) {
  return (
    <Pagination
      page={query.page}
      pages={pages}
      href={(page) => ({ pathname, query: blogListSearch({ ...query, page }) })}
      className="mt-10"
      testId="blog-pagination"
    />
  );
}
