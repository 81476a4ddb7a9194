// The header's account indicator, resolved on the server: who is signed in, and the demo values.
import { demoMode } from '@/config';
import { getCurrentUser } from '../session';
import { demoCredentials } from '../demo';
import { AccountMenu } from './AccountMenu';

export async function HeaderAccount() {
  const user = await getCurrentUser();
  return <AccountMenu user={user} demo={!user && demoMode() ? demoCredentials : null} />;
}
