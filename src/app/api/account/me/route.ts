import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/features/account/session';

/**
 * GET /api/account/me: who is signed in, for the header's account menu and the garage's sync, which
 * the shared page HTML no longer draws ({ user: null } for a visitor). Never cached anywhere.
 */
export async function GET() {
  const user = await getCurrentUser();
  return NextResponse.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
