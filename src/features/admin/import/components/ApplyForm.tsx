'use client';
// The dry run's one button: apply the file for real. The server claims the import (only a checked one
// whose report may be applied) and runs it in the background; the page then shows its progress.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { applyImportAction, type ApplyState } from '../actions';

const IDLE: ApplyState = { status: 'idle' };

export function ApplyForm({ id }: { id: number }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState(applyImportAction, IDLE);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      {state.alert && <Alert>{t(state.alert)}</Alert>}
      <Button type="submit" pending={pending || state.status === 'started'} data-testid="import-apply">
        {t('BUTTON_ADMIN_IMPORT_APPLY')}
      </Button>
    </form>
  );
}
