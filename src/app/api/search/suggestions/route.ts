// GET /api/search/suggestions?query=&limitProducts=&limitCategories= -> { products, categories, vehicle?, vin? }.
import { NextResponse, type NextRequest } from 'next/server';
import { MAX_SEARCH_LENGTH, MAX_SUGGESTIONS, SUGGESTION_DEFAULTS } from '@/features/catalog/model';
import { searchSuggestions, vocabulary } from '@/features/catalog/search';
import { vinInSearch } from '@/features/catalog/search-vin';
import { apiError, apiInternalError, apiLocale } from '@/server/api-error';
import { log } from '@/server/log';
import { errorFields } from '@/server/render-errors';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const query = params.get('query') ?? '';
  if (CONTROL.test(query) || query.length > MAX_SEARCH_LENGTH) {
    return apiError(request, 400, 'INVALID_PARAMETER', {
      param: 'query',
      messageId: 'ERROR_PARAM_SEARCH',
      values: { max: String(MAX_SEARCH_LENGTH) },
    });
  }
  const limits = { products: SUGGESTION_DEFAULTS.products as number, categories: SUGGESTION_DEFAULTS.categories as number };
  for (const [param, key] of [
    ['limitProducts', 'products'],
    ['limitCategories', 'categories'],
  ] as const) {
    const raw = params.get(param);
    if (raw === null) continue;
    if (!/^[0-9]{1,2}$/.test(raw) || Number(raw) > MAX_SUGGESTIONS) {
      return apiError(request, 400, 'INVALID_PARAMETER', {
        param,
        messageId: 'ERROR_PARAM_SUGGESTION_LIMIT',
        values: { param, max: String(MAX_SUGGESTIONS) },
      });
    }
    limits[key] = Number(raw);
  }
  try {
    // The box asks on focus, often still empty: a good moment to have the typo vocabulary loading.
    vocabulary().catch((e) => log.error(errorFields(e), '[search] vocabulary'));
    const [suggestions, vin] = await Promise.all([searchSuggestions(query, limits), vinInSearch(query, apiLocale(request))]);
    return NextResponse.json(vin ? { ...suggestions, vin } : suggestions);
  } catch (e) {
    return apiInternalError(request, 'search', e);
  }
}
