'use client';
// The quick view's product: gallery, details, add to cart and the link to the full page. Its own
// chunk, loaded on the first request (QuickViewHost), so pages without a product gallery do not
// ship the gallery. (It never zooms, so PhotoSwipe and its styles do not come with it.)
import { Link } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { toPurchasable } from '../purchasable';
import type { ProductDetail } from '../queries';
import { AddToCartForm } from './AddToCartForm';
import { ProductGallery } from './ProductGallery';
import { galleryPictures } from './gallery-pictures';
import { THUMBS } from './gallery-layout';
import { ProductInfo } from './ProductInfo';
import { productHref } from '@/routes';

export function QuickViewBody({ product, name, onClose }: { product: ProductDetail; name: string; onClose: () => void }) {
  const t = useTranslations();
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <ProductGallery
        key={product.slug}
        images={product.images}
        alt={name}
        layout="quickview"
        pictures={galleryPictures(product.images, name, 'quickview')}
        thumbsClassName={THUMBS.quickview}
      />
      <div className="flex flex-col gap-5">
        <ProductInfo product={product} headingLevel={2} headingId="quick-view-title" compact />
        <AddToCartForm key={product.slug} product={toPurchasable(product)} compact onAdded={onClose} />
        <Link
          href={productHref(product.slug)}
          onClick={onClose}
          className="text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('LINK_VIEW_FULL_DETAILS')}
        </Link>
      </div>
    </div>
  );
}
