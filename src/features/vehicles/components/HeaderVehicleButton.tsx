// Server side of the header's vehicle button: the vehicle the cookie names, for the first paint.
import { currentVehicleFromCookie } from '../current';
import { VehicleButton } from './VehicleButton';

export async function HeaderVehicleButton(props: { variant?: 'desktop' | 'mobile' | 'search'; className?: string }) {
  return <VehicleButton initial={await currentVehicleFromCookie()} {...props} />;
}
