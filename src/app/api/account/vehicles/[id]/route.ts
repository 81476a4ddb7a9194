import { refuseStateChange } from '@/server/state-change';
import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser } from '@/features/account/session';
import { removeUserVehicle } from '@/features/vehicles/garage';
import { parseVehicleId } from '@/features/vehicles/model';
import { apiError } from '@/server/api-error';

/** DELETE /api/account/vehicles/{id}: the garage after removing that vehicle (removing one not there is fine). */
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const refused = refuseStateChange(request);
  if (refused) return refused;
  const user = await getCurrentUser();
  if (!user) return apiError(request, 401, 'UNAUTHORIZED', { messageId: 'ERROR_API_SIGN_IN_REQUIRED' });
  const id = parseVehicleId((await params).id);
  if (id === null) return apiError(request, 400, 'INVALID_PARAMETER', { messageId: 'ERROR_API_VEHICLE_ID', param: 'id' });
  return NextResponse.json({ vehicles: await removeUserVehicle(user.id, id) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
