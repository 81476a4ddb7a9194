import { signOut } from '../actions';

/** A form, so signing out works before hydration too; the session row is deleted on the server. */
export function SignOutButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <form action={signOut}>
      <button type="submit" data-close className={className}>
        {label}
      </button>
    </form>
  );
}
