// The product admin's own icons (drawn like the shop's, src/ui/icons.tsx): decorative, hidden from
// screen readers; the control that holds one carries the words.
import { icon } from '@/ui/icons';

export const PencilIcon = icon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
