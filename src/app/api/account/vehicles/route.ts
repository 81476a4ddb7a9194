import { refuseStateChange } from '@/server/state-change';
import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser } from '@/features/account/session';
import { addUserVehicles, userGarage } from '@/features/vehicles/garage';
import { addUserVehiclesSchema } from '@/features/vehicles/schema';
import { apiError } from '@/server/api-error';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** GET /api/account/vehicles: the signed-in shopper's garage. */
export async function GET(request: NextRequest) {
  const user = await getCurrentUser();
  if (!user) return apiError(request, 401, 'UNAUTHORIZED', { messageId: 'ERROR_API_SIGN_IN_REQUIRED' });
  return NextResponse.json({ vehicles: await userGarage(user.id) }, { headers: PRIVATE });
}

/** POST /api/account/vehicles { vehicleId } or { vehicleIds: [...] } (the merge at sign-in): the garage after adding. */
export async function POST(request: NextRequest) {
  const refused = refuseStateChange(request);
  if (refused) return refused;
  const user = await getCurrentUser();
  if (!user) return apiError(request, 401, 'UNAUTHORIZED', { messageId: 'ERROR_API_SIGN_IN_REQUIRED' });
  const body = await request.json().catch(() => undefined);
  const parsed = addUserVehiclesSchema.safeParse(body);
  if (!parsed.success) return apiError(request, 400, 'INVALID_PARAMETER', { messageId: 'ERROR_API_VEHICLE_ID', param: 'vehicleId' });
  return NextResponse.json({ vehicles: await addUserVehicles(user.id, parsed.data) }, { headers: PRIVATE });
}
