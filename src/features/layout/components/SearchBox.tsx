'use client';
// The header search box. Enter goes to the listing filtered by the text; the suggestions (products
// and categories as you type) belong to the catalog feature.
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/ui/icons';
import { SuggestionsPanel, useSearchSuggestions } from '@/features/catalog/components/SearchSuggestions';

export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const router = useRouter();
  const { inputProps, rootProps, panel } = useSearchSuggestions();
  return (
    <div {...rootProps} className={`relative max-w-[720px] ${className}`}>
      <form
        role="search"
        action="/catalog/products"
        className="flex h-11 items-stretch overflow-hidden rounded-md border-2 border-ink/85 bg-white focus-within:border-brand"
        onSubmit={(e) => {
          e.preventDefault();
          panel.close();
          const q = String(new FormData(e.currentTarget).get('search') ?? '').trim();
          router.push(q ? { pathname: '/catalog/products', query: { search: q } } : '/catalog/products');
        }}
      >
        <label htmlFor="header-search" className="sr-only">{t('INPUT_SEARCH_LABEL')}</label>
        <input
          id="header-search"
          name="search"
          type="search"
          autoComplete="off"
          placeholder={t('INPUT_SEARCH_PLACEHOLDER')}
          className="min-w-0 flex-1 bg-transparent px-4 text-[15px] outline-none placeholder:text-muted"
          {...inputProps}
        />
        <button type="submit" aria-label={t('BUTTON_SEARCH')} className="flex w-12 items-center justify-center bg-ink/85 text-white hover:bg-brand">
          <SearchIcon size={20} />
        </button>
      </form>
      <SuggestionsPanel {...panel} />
    </div>
  );
}
