// A product's small picture in cart, checkout, wishlist, compare and order tables. Only the shop's own
// media goes through next/image (its allowed local pattern); a product without one shows a placeholder.
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { CartIcon } from './icons';

export function ProductThumb({ src, alt, size = 64 }: { src: string | null; alt: string; size?: number }) {
  const t = useTranslations();
  return (
    <div className="shrink-0 overflow-hidden rounded border border-line bg-white" style={{ width: size, height: size }}>
      {src && src.startsWith('/media/') ? (
        <Image src={src} alt={alt} width={size} height={size} sizes={`${size}px`} className="size-full object-contain" />
      ) : (
        <span role="img" aria-label={t('TEXT_NO_IMAGE')} className="grid size-full place-items-center bg-surface text-muted">
          <CartIcon size={Math.round(size / 3)} />
        </span>
      )}
    </div>
  );
}
