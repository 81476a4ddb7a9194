import { initials, type CurrentUser } from '../model';

/** The shopper's initials in a brand-coloured circle (Axle keeps no profile pictures). */
export function Avatar({ user, size = 40 }: { user: CurrentUser; size?: number }) {
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      className="inline-flex shrink-0 select-none items-center justify-center rounded-full bg-brand font-semibold uppercase text-white"
    >
      {initials(user)}
    </span>
  );
}
