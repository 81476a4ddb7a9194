'use client';
// The shared life of an account form: the server action's state, the same zod schema checked in
// the browser first (so an empty field is caught without a round trip), the loading state, and the
// errors: a field's as its message id (for <Field>, which translates it), the form's alert translated.
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod/mini';
import type { FormState } from '../actions';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { formValues } from '../schema';
import { syncSignedIn } from '../store';

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function useAccountForm(action: Action, schema: z.ZodMiniType) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, { status: 'idle' } as FormState);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // An action may have signed in or changed what the header shows (a new hint cookie): look again.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) void syncSignedIn();
    wasPending.current = pending;
  }, [pending]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(formValues(new FormData(e.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    const errors = fieldErrors(parsed.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const errors = clientErrors ?? state.errors ?? {};
  const error = (field: string) => errors[field];
  // A server answer is shown until the next submission that the browser refuses.
  const alert = !clientErrors && state.alert ? t(state.alert) : undefined;
  return { state, formAction, pending, onSubmit, error, alert, value: (k: string) => state.values?.[k] };
}
