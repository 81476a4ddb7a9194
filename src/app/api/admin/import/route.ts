import type { NextRequest } from 'next/server';
import { uploadImport } from '@/features/admin/import/upload';

// The admin's catalogue upload (features/admin/import/upload.ts). Under /api, outside the locale
// proxy, because the proxy would buffer the whole body in memory and cut it at 10 MB.
export async function POST(request: NextRequest) {
  return uploadImport(request);
}
