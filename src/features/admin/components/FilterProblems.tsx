import { getTranslations } from 'next-intl/server';

/** Says which parts of an admin list's address could not be used (the list shows without them). */
export async function FilterProblems({ problems }: { problems: { param: string; message: 'ERROR_ADMIN_FILTER_INVALID' }[] }) {
  if (problems.length === 0) return null;
  const t = await getTranslations();
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="filter-problems"
    >
      {t('ERROR_ADMIN_FILTER_INVALID', { params: problems.map((p) => p.param).join(', ') })}
    </p>
  );
}
