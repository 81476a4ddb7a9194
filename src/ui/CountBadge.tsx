// The small count bubble on a header icon (the cart's and the wish list's); decorative: the control's
// label carries the count. More than 99 shows as 99+.
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute -top-1.5 -end-2.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
