import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseRowId } from '@/db/row-id';
import { localize } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { fileableCategories } from '@/features/admin/products/model';
import { adminProduct, productChoices } from '@/features/admin/products/queries';
import { ProductForm } from '@/features/admin/products/components/ProductForm';
import { StockBadge, VisibilityBadge } from '@/features/admin/products/components/ProductBadges';
import { ButtonLink } from '@/ui/Button';
import { Code } from '@/ui/Code';
import { ChevronBackIcon } from '@/ui/icons';

type Props = PageProps<'/[locale]/admin/products/[id]'>;

async function load(params: Props['params']) {
  const { id } = await params;
  const productId = parseRowId(id);
  return productId === null ? null : adminProduct(productId);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations();
  const product = await load(params);
  return { title: product ? localize(product.name, locale) : t('LINK_ADMIN_PRODUCTS') };
}

export default async function AdminProductPage({ params }: Props) {
  await requireStaff('products');
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations();
  const product = await load(params);
  if (!product) notFound();
  const choices = await productChoices();
  const categories = fileableCategories(choices.categories.map((c) => ({ ...c, name: localize(c.name, locale) })));
  return (
    <>
      <Link href="/admin/products" className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-brand">
        <ChevronBackIcon size={14} className="rtl:-scale-x-100" />
        {t('LINK_ADMIN_BACK_TO_PRODUCTS')}
      </Link>
      <AdminHeading
        title={localize(product.name, locale)}
        lead={
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span>
              {t('TABLE_SKU')} <Code>{product.sku}</Code>
            </span>
            <VisibilityBadge visibility={product.visibility} />
            <StockBadge status={product.stockStatus} />
          </span>
        }
        actions={
          product.visibility === 'published' ? (
            <ButtonLink href={`/products/${product.slug}`} variant="secondary" size="sm" target="_blank" data-testid="view-in-store">
              {t('LINK_ADMIN_VIEW_IN_STORE')}
            </ButtonLink>
          ) : undefined
        }
      />
      <ProductForm product={product} categories={categories} brands={choices.brands.map((b) => ({ id: b.id, name: b.name }))} />
    </>
  );
}
