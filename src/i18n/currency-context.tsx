'use client';
// The shopper's display currency. The cookie is the source of truth so the server renders prices in
// the chosen currency on the first byte; switching updates every <Price> at once, without a reload.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CURRENCY_COOKIE, type Currency } from './currency';

type CurrencyState = { currency: Currency; currencies: Currency[]; setCurrency: (code: string) => void };
const CurrencyContext = createContext<CurrencyState | null>(null);

export function CurrencyProvider({ currencies, initial, children }: { currencies: Currency[]; initial: string; children: ReactNode }) {
  const [code, setCode] = useState(initial);
  const setCurrency = useCallback(
    (next: string) => {
      if (next === code || !currencies.some((c) => c.code === next)) return;
      document.cookie = `${CURRENCY_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
      setCode(next);
    },
    [code, currencies],
  );
  const value = useMemo(
    () => ({ currency: currencies.find((c) => c.code === code) ?? currencies[0]!, currencies, setCurrency }),
    [code, currencies, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const ctx = useContext(CurrencyContext);
  if (!ctx) throw new Error('useCurrency needs a <CurrencyProvider>');
  return ctx;
}
