// A product's small picture in cart, checkout, wishlist, compare and order tables. The shop's own media
// goes through the image optimiser, an imported https URL is shown as it is (ui/image.ts); a product
// without either shows a placeholder.
import { ShopImage } from './ShopImage';
import { useTranslations } from 'next-intl';
import { CartIcon } from './icons';
import { PRODUCT_PICTURE_SIZE, isShowableImage } from './image';

export function ProductThumb({ src, alt, size = 64 }: { src: string | null; alt: string; size?: number }) {
  const t = useTranslations();
  return (
    <div className="shrink-0 overflow-hidden rounded border border-line bg-white" style={{ width: size, height: size }}>
      {isShowableImage(src) ? (
        <ShopImage
          src={src}
          alt={alt}
          width={PRODUCT_PICTURE_SIZE}
          height={PRODUCT_PICTURE_SIZE}
          sizes={`${size}px`}
          className="size-full object-contain"
        />
      ) : (
        <span role="img" aria-label={t('TEXT_NO_IMAGE')} className="grid size-full place-items-center bg-surface text-muted">
          <CartIcon size={Math.round(size / 3)} />
        </span>
      )}
    </div>
  );
}
