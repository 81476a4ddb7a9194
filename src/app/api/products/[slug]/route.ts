import { getProduct } from '@/features/product/api';

export async function GET(request: Request, { params }: RouteContext<'/api/products/[slug]'>) {
  return getProduct(request, (await params).slug);
}
