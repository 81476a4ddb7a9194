// What the vehicles feature mounts once per page (in the locale layout): the picker dialog and the
// garage's sync with the cookie and the account.
import { GarageSync } from './GarageSync';
import { VehiclePicker } from './VehiclePicker';

export function VehicleLayer() {
  return (
    <>
      <GarageSync />
      <VehiclePicker />
    </>
  );
}
