'use client';
// The header search box. Enter goes to the listing filtered by the text.
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/ui/icons';

export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const router = useRouter();
  return (
    <form
      role="search"
      action="/catalog/products"
      className={`flex h-11 max-w-[720px] items-stretch overflow-hidden rounded-md border-2 border-ink/85 bg-white focus-within:border-brand ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
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
      />
      <button type="submit" aria-label={t('BUTTON_SEARCH')} className="flex w-12 items-center justify-center bg-ink/85 text-white hover:bg-brand">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
