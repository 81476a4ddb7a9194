import { notFound } from 'next/navigation';
import { staffFor } from '@/features/admin/access';
import { subscribersCsv } from '@/features/admin/inbox/model';
import { exportSubscribers } from '@/features/admin/inbox/queries';

// The newsletter subscribers as a CSV download, for staff with the inbox; anyone else: 404.
export async function GET() {
  const staff = await staffFor('inbox');
  if (!staff) notFound();
  const rows = await exportSubscribers({ id: staff.id, email: staff.email });
  return new Response(subscribersCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
