// The product gallery's zoom (section 2): PhotoSwipe full screen, background opacity 0.9, no history
// entries (PhotoSwipe 5 never touches history). Loaded with PhotoSwipe and its stylesheet on the
// first click on a main image (ProductGallery), so the product page's first JavaScript and CSS carry
// neither.
import 'photoswipe/style.css';
import PhotoSwipe from 'photoswipe';
import { PRODUCT_PICTURE_SIZE } from '@/ui/image';
import { ZOOM_BG_OPACITY } from '../model';

export type ZoomRequest = {
  images: string[];
  alt: string;
  index: number;
  labels: { close: string; previous: string; next: string };
  /** The viewer starts closing on image `index` (its fade still runs). */
  onClose: (index: number) => void;
  /** The viewer is gone and had focus: where focus should go back to, for image `index`. */
  onFocusBack: (index: number) => void;
};

export function openZoom({ images, alt, index, labels, onClose, onFocusBack }: ZoomRequest) {
  // Every product picture is a square of this size (ui/image.ts), known here rather than in the
  // gallery, whose first JavaScript would otherwise carry the picture module.
  const size = PRODUCT_PICTURE_SIZE;
  const pswp = new PhotoSwipe({
    dataSource: images.map((src) => ({ src, width: size, height: size, alt })),
    index,
    bgOpacity: ZOOM_BG_OPACITY,
    showHideAnimationType: 'fade',
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    // PhotoSwipe would give focus back to the link that opened it; the gallery chooses (onFocusBack).
    returnFocus: false,
  });
  pswp.on('close', () => onClose(pswp.currIndex));
  pswp.on('destroy', () => {
    if (pswp.element?.contains(document.activeElement)) onFocusBack(pswp.currIndex);
  });
  pswp.init();
}
