// The product admin's own icons (drawn like the shop's, src/ui/icons.tsx): decorative, hidden from
// screen readers; the control that holds one carries the words.
import { icon } from '@/ui/icons';

export const PencilIcon = icon('pencil');
export const CheckIcon = icon('check');
