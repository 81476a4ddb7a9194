import { getLocale, getTranslations } from 'next-intl/server';
import { Code } from '@/ui/Code';
import { adminSecondaryButton } from '@/ui/admin-styles';
import { setMessageRead } from '../actions';
import { replyHref } from '../model';
import { staffTime } from '../../model';
import type { InboxMessage } from '../queries';

/** Contact messages, newest first; unread ones stand out and can be marked read, read ones unread again. */
export async function MessageList({ rows }: { rows: InboxMessage[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  if (rows.length === 0)
    return <p className="rounded-md border border-line bg-white px-5 py-10 text-center text-muted">{t('TEXT_ADMIN_NO_MESSAGES')}</p>;
  return (
    <ul className="space-y-3" data-testid="admin-messages">
      {rows.map((m) => (
        <li
          key={m.id}
          className={`rounded-md border bg-white p-5 ${m.read ? 'border-line' : 'border-s-4 border-line border-s-brand'}`}
          data-testid="admin-message"
          data-read={m.read}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {!m.read && (
                  <span className="me-2 rounded-full bg-brand px-2 py-0.5 text-xs font-medium text-white">{t('TEXT_ADMIN_UNREAD')}</span>
                )}
                <bdi dir="auto">{m.subject || t('TEXT_ADMIN_NO_SUBJECT')}</bdi>
              </p>
              <p className="mt-0.5 text-sm break-all text-muted">
                <bdi dir="auto">{m.name}</bdi> · <Code>{m.email}</Code> · {staffTime(m.createdAt, locale)}
              </p>
            </div>
            <div className="flex gap-2">
              <a href={replyHref(m.email, m.subject, t('TEXT_ADMIN_REPLY_SUBJECT'))} className={adminSecondaryButton}>
                {t('BUTTON_ADMIN_REPLY')}
              </a>
              <form action={setMessageRead}>
                <input type="hidden" name="id" value={m.id} />
                <input type="hidden" name="read" value={m.read ? '0' : '1'} />
                <button type="submit" className={adminSecondaryButton}>
                  {t(m.read ? 'BUTTON_ADMIN_MARK_UNREAD' : 'BUTTON_ADMIN_MARK_READ')}
                </button>
              </form>
            </div>
          </div>
          <bdi dir="auto" className="mt-3 block whitespace-pre-line text-sm text-ink">
            {m.message}
          </bdi>
        </li>
      ))}
    </ul>
  );
}
