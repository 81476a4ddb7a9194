import { refuseStateChange } from '@/server/state-change';
import { getReviews, postReview } from '@/features/product/api';

export async function GET(request: Request, { params }: RouteContext<'/api/products/[slug]/reviews'>) {
  return getReviews(request, (await params).slug);
}

export async function POST(request: Request, { params }: RouteContext<'/api/products/[slug]/reviews'>) {
  const refused = refuseStateChange(request);
  if (refused) return refused;
  return postReview(request, (await params).slug);
}
