// The header's account indicator: the demo values come from the server (demo mode); who is signed in
// the indicator learns in the browser (AccountMenu), so the header is the same for every shopper.
import { demoMode } from '@/config';
import { demoCredentials } from '../demo';
import { AccountMenu } from './AccountMenu';

export function HeaderAccount() {
  return <AccountMenu demo={demoMode() ? demoCredentials : null} />;
}
