'use client';
// The VIN box's behaviour (specification section 4): the input is trimmed; non-empty shows loading;
// after 350 ms without typing a lookup runs; stale lookups are discarded; empty clears the found
// vehicle and the error. Format and North American check-digit problems are answered in the
// browser with the same rules the server applies (vin.ts), so only a well-formed VIN is sent.
// It asks with `?refusals=200`: a VIN that is refused or matches nothing is an expected answer (200,
// read from the body's `status`), not a failed request the browser would log (vin-response.ts).
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Vehicle } from '../model';
import { normalizeVin, parseVin } from '../vin';
import type { VinPrefill } from '../vin-lookup';
import { ShopApiError, failureOf, shopApi } from '@/ui/shop-api';

const VIN_DEBOUNCE_MS = 350;

export type VinState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; vehicle: Vehicle; warning: boolean }
  | { status: 'error'; reason: string; decoded: { year: number | null; make: string | null } | null };

type Body = {
  status: string;
  vehicle?: Vehicle;
  make?: string | null;
  year?: number | null;
  checkDigitWarning?: boolean;
  prefill?: VinPrefill | null;
  error?: { message: string };
};

export function useVinLookup(onPrefill: (p: VinPrefill) => void) {
  const t = useTranslations();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [state, setState] = useState<VinState>({ status: 'idle' });
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function run(vin: string, mine: number) {
    const parsed = parseVin(vin);
    const stale = () => mine !== seq.current;
    if (parsed.kind === 'malformed') {
      const reason =
        parsed.problem === 'length'
          ? t('TEXT_VIN_REASON_LENGTH', { count: normalizeVin(vin).length })
          : t(parsed.problem === 'empty' ? 'TEXT_VIN_REASON_EMPTY' : 'TEXT_VIN_REASON_CHARACTERS');
      setState({ status: 'error', reason, decoded: null });
      return;
    }
    if (parsed.kind === 'check-digit') {
      setState({
        status: 'error',
        reason: t('TEXT_VIN_REASON_CHECK_DIGIT', { expected: parsed.expected, actual: parsed.actual }),
        decoded: { year: parsed.year, make: null },
      });
      // The server still names the make for a mistyped VIN; ask it, and keep our reason.
    }
    try {
      // Refusals come as 200 answers with a reason; a rate limit's 429 carries its translated reason too.
      const body = await shopApi<Body>(`/api/vehicles/vin/${encodeURIComponent(parsed.vin)}?locale=${locale}&refusals=200`).catch(
        (e: unknown): Body => {
          if (e instanceof ShopApiError && typeof e.refusal?.message === 'string')
            return { status: 'error', error: { message: e.refusal.message } };
          throw e;
        },
      );
      if (stale()) return;
      if (body.status === 'found' && body.vehicle) {
        setState({ status: 'found', vehicle: body.vehicle, warning: Boolean(body.checkDigitWarning) });
        return;
      }
      setState({
        status: 'error',
        reason: body.error?.message ?? t('TEXT_VIN_REASON_UNKNOWN'),
        decoded: { year: body.year ?? null, make: body.make ?? null },
      });
      if (body.prefill) onPrefill(body.prefill);
    } catch (e) {
      if (stale()) return;
      console.warn('[axle] VIN lookup failed', failureOf(e));
      setState({ status: 'error', reason: t('ERROR_VEHICLE_LIST_FAILED'), decoded: null });
    }
  }

  function change(value: string) {
    setText(value);
    const vin = value.trim();
    const mine = ++seq.current;
    if (timer.current) clearTimeout(timer.current);
    if (!vin) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    timer.current = setTimeout(() => void run(vin, mine), VIN_DEBOUNCE_MS);
  }

  return { text, state, change };
}
