import 'server-only';
// The VIN endpoint's answer as HTTP: found is 200; a malformed VIN or a wrong North American check
// digit is 400 naming the `vin` parameter (the VIN as typed cannot be right); a VIN we cannot place
// (unknown make or year) or without an exact match in our catalogue is 404. Every body carries
// `status` and, when decoded, `make` and `year`, so the VIN box can name them; a no-match carries
// `prefill` for the finder.
//
// Decision (shopper trial, issue 25): a mistyped or unmatched VIN is an expected outcome for the VIN
// box, and a browser logs every 4xx answer to a fetch as a console error. The specification fixes no
// HTTP codes for the lookup, and the 400/404 above stay the API's answer for every other client; the
// VIN box alone asks with `?refusals=200` and gets the same body with 200, reading the outcome from
// `status` (and `error.code`). A decoder failure stays 503 either way: that one is a real fault.
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { db } from '@/db/client';
import type { Locale } from '@/i18n/routing';
import { vinParam } from './schema';
import { lookupVin, VinDecoderUnavailable, type VinAnswer } from './vin-lookup';
import { normalizeVin } from './vin';

export type VinResponseBody = VinAnswer & { error?: { code: string; message: string; param?: string } };

const VIN_ERROR_CODES = {
  malformed: 'VIN_MALFORMED',
  'check-digit': 'VIN_CHECK_DIGIT',
  unknown: 'VIN_UNKNOWN',
  'no-match': 'VIN_NO_MATCH',
} as const;

/** Message id and values that explain an answer other than found (the same ids the VIN box shows). */
function vinReason(
  answer: Exclude<VinAnswer, { status: 'found' }>,
  typed: string,
): { id: string; values: Record<string, string | number> } {
  switch (answer.status) {
    case 'malformed':
      return answer.problem === 'length'
        ? { id: 'TEXT_VIN_REASON_LENGTH', values: { count: normalizeVin(typed).length } }
        : { id: answer.problem === 'empty' ? 'TEXT_VIN_REASON_EMPTY' : 'TEXT_VIN_REASON_CHARACTERS', values: {} };
    case 'check-digit':
      return { id: 'TEXT_VIN_REASON_CHECK_DIGIT', values: { expected: answer.expected, actual: answer.actual } };
    case 'unknown':
      return answer.make
        ? { id: 'TEXT_VIN_REASON_NOT_CARRIED', values: { make: answer.make } }
        : { id: 'TEXT_VIN_REASON_UNKNOWN', values: {} };
    case 'no-match':
      return { id: 'TEXT_VIN_REASON_NO_MATCH', values: { year: answer.year, make: answer.make } };
  }
}

/** The query parameter by which a client takes refusals (400, 404) as 200 with the same body. */
export const REFUSALS_PARAM = 'refusals';

/** The HTTP status to answer with: a refusal (400, 404) becomes 200 when the client asked `?refusals=200`. */
export function vinHttpStatus<S extends 200 | 400 | 404 | 503>(status: S, refusals: string | null): S | 200 {
  return refusals === '200' && (status === 400 || status === 404) ? 200 : status;
}

/** The answer while the decoder cannot work: 503, so a shopper is never told a good VIN matches nothing. */
export type VinUnavailableBody = { status: 'unavailable'; error: { code: 'VIN_DECODER_UNAVAILABLE'; message: string } };

export async function vinAnswerFor(
  typed: string,
  locale: Locale,
  database = db(),
  facts?: Parameters<typeof lookupVin>[2],
): Promise<{ status: 200 | 400 | 404; body: VinResponseBody } | { status: 503; body: VinUnavailableBody }> {
  const t = createTranslator({ locale, messages: messagesFor(locale) });
  const tooLong = !vinParam.safeParse(typed).success;
  let answer: VinAnswer;
  try {
    answer = tooLong ? { status: 'malformed', problem: 'length' } : await lookupVin(typed, database, facts);
  } catch (e) {
    if (!(e instanceof VinDecoderUnavailable)) throw e;
    return {
      status: 503,
      body: { status: 'unavailable', error: { code: 'VIN_DECODER_UNAVAILABLE', message: t('ERROR_VIN_DECODER_UNAVAILABLE' as never) } },
    };
  }
  if (answer.status === 'found') return { status: 200, body: answer };
  const reason = vinReason(answer, tooLong ? typed.slice(0, 64) : typed);
  const message = t(reason.id as never, reason.values as never);
  const http = answer.status === 'malformed' || answer.status === 'check-digit' ? 400 : 404;
  const error = { code: VIN_ERROR_CODES[answer.status], message, ...(http === 400 ? { param: 'vin' } : {}) };
  return { status: http, body: { ...answer, error } };
}
