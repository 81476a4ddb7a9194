import 'server-only';
// The product's JSON API, shared by the route handlers: GET /api/products/{slug} (the quick view
// loads it), GET /api/products/{slug}/reviews?page=&sort=&limit= and POST of a new review.
// Errors are { error: { code, message, param? } } with 400, 404 or 429; never a 500 for bad input.
import { NextResponse } from 'next/server';
import { apiError } from '@/server/api-error';
import { clientAddress } from '@/features/rate-limits/model';
import { REVIEWS_PER_PAGE, REVIEW_SORTS, reviewErrorValues, type ReviewSort } from './model';
import { productReviews } from './product-page';
import { productBySlug } from './queries';
import { addReview } from './reviews';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

const notFound = (request: Request) => apiError(request, 404, 'PRODUCT_NOT_FOUND', { messageId: 'ERROR_PRODUCT_NOT_FOUND' });
const badParameter = (request: Request, code: string, param: string) =>
  apiError(request, 400, code, { messageId: 'ERROR_API_BAD_PARAMETER', values: { param }, param });

export async function getProduct(request: Request, slug: string) {
  const product = SLUG.test(slug) ? await productBySlug(slug) : null;
  if (!product) return notFound(request);
  return NextResponse.json(product);
}

export async function getReviews(request: Request, slug: string) {
  const params = new URL(request.url).searchParams;
  const bad = (param: string) => badParameter(request, 'BAD_PARAMETER', param);
  const page = params.get('page') ?? '1';
  const limit = params.get('limit') ?? String(REVIEWS_PER_PAGE);
  const sort = params.get('sort') ?? 'newest';
  if (!/^[1-9][0-9]{0,5}$/.test(page)) return bad('page');
  if (!/^[1-9][0-9]?$/.test(limit) || Number(limit) > 50) return bad('limit');
  if (!REVIEW_SORTS.includes(sort as ReviewSort)) return bad('sort');
  const product = SLUG.test(slug) ? await productBySlug(slug) : null;
  if (!product) return notFound(request);
  return NextResponse.json(await productReviews(product.id, { page: Number(page), limit: Number(limit), sort: sort as ReviewSort }));
}

export async function postReview(request: Request, slug: string) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badParameter(request, 'BAD_JSON', 'body');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return badParameter(request, 'BAD_JSON', 'body');
  const product = SLUG.test(slug) ? await productBySlug(slug) : null;
  if (!product) return notFound(request);
  const client = clientAddress(request.headers);
  const { author, rating, content } = body as Record<string, unknown>;
  const result = await addReview(product.id, { author, rating, content }, client);
  if (result.ok)
    return NextResponse.json({ id: result.reviewId, rating: result.rating, reviewsCount: result.reviewsCount }, { status: 201 });
  if (result.code === 'INVALID') {
    const [field, id] = Object.entries(result.errors)[0]!;
    return apiError(request, 400, 'INVALID_REVIEW', { messageId: id, values: reviewErrorValues(field), param: field });
  }
  if (result.code === 'RATE_LIMITED') return apiError(request, 429, 'RATE_LIMITED', { messageId: 'ERROR_REVIEW_RATE_LIMITED' });
  return notFound(request);
}
