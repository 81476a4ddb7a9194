// What the vehicles feature mounts once per page (in the locale layout): the picker dialog and the
// garage's sync with the cookie and the account.
import { getCurrentUser } from '@/features/account/session';
import { GarageSync } from './GarageSync';
import { VehiclePicker } from './VehiclePicker';

export async function VehicleLayer() {
  const user = await getCurrentUser();
  return (
    <>
      <GarageSync userId={user?.id ?? null} />
      <VehiclePicker />
    </>
  );
}
