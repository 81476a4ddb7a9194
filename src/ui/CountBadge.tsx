// The small count bubble on a header icon (the cart's and the wish list's); decorative: the control's
// label carries the count. More than 99 shows as 99+.
export function CountBadge({ count }: { count: number }) {
  return (
    <span aria-hidden className="count-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
