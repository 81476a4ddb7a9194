// The Axle mark (Logo.tsx draws it beside the wordmark): a module of its own, without next-intl's
// navigation, for the pages that draw it without the shop's providers (the preloader, ErrorPage.tsx).
/** The mark alone: an axle seen from above (two tyres, the shaft, the differential) on brand red. */
export function LogoMark({ size = 28, className = '' }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false} className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <g fill="#fff">
        <rect x="5.5" y="8.5" width="5.5" height="15" rx="2" />
        <rect x="21" y="8.5" width="5.5" height="15" rx="2" />
        <rect x="10" y="14.75" width="12" height="2.5" rx="1" />
        <circle cx="16" cy="16" r="3" />
      </g>
      <circle cx="16" cy="16" r="1.1" className="fill-brand" />
    </svg>
  );
}
