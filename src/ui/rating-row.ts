// A rating row's shape, shared by the sprite that draws it (icon-shapes.ts, server only) and the
// component that shows it (Rating.tsx, in server and client components alike).

/** A rating's scale: five stars. */
export const RATING_SCALE = 5;
/** Stars 14 units wide with a 1-unit gap, as a card draws them at 14 px. */
export const RATING_ROW = { star: 14, gap: 1 } as const;
