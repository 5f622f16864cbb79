// The back office's Outbox: every e-mail the site sends, newest first, with its recipient, subject,
// kind in words, status as a badge with its word (not colour alone), attempts, last error and times
// in Paris; a search and a status filter; a Resend button on failed e-mails, whose outcome is
// announced (a failure as an alert). Cards on every width, laid out in columns on a wide screen.
import { useId, useState, type ReactNode } from 'react';
import { OUTBOX_KINDS, OUTBOX_STATUS_FILTERS, type OutboxScreenStatus } from '../../../../worker/contract/outbox-words.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { countsChanged } from '../kit/dashboard-events.ts';
import { FilterField, SearchField } from '../kit/field.tsx';
import { ListStates, listWords, loadFailure } from '../kit/list-states.tsx';
import { Pagination, paginationWords } from '../kit/pagination.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { useWords, type Say } from '../kit/use-words.ts';
import type { AdminOutboxEmail } from './outbox-api.ts';
import { useOutbox, type ResendOutcome } from './use-outbox.ts';

export interface OutboxScreenProps {
  texts: ScreenWords<'outbox'>;
}

type OutboxSay = Say<ScreenKey<'outbox'>>;

const KNOWN_KINDS: ReadonlySet<string> = new Set(OUTBOX_KINDS);

/** The kind in words; a kind this screen does not know yet is shown as stored. */
const kindWords = (say: OutboxSay, kind: string) => (KNOWN_KINDS.has(kind) ? say(`dashboard.outbox.kind.${kind}` as ScreenKey<'outbox'>) : kind);

function noticeOf(say: OutboxSay, email: AdminOutboxEmail, result: ResendOutcome): Notice {
  switch (result.outcome) {
    case 'sent':
      return { role: 'status', text: say('dashboard.outbox.resent', { to: email.to }) };
    case 'failed':
      return { role: 'alert', text: say('dashboard.outbox.resendFailed', { to: email.to, error: result.email.lastError ?? '' }) };
    case 'refused':
      return { role: 'alert', text: say('dashboard.outbox.resendRefused', { message: result.message }) };
    case 'error':
      return { role: 'alert', text: say('dashboard.outbox.resendError') };
  }
}

export default function OutboxScreen({ texts }: OutboxScreenProps) {
  const say = useWords(texts);
  const outbox = useOutbox();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = outbox.list;

  const resend = async (email: AdminOutboxEmail) => {
    setNotice(null);
    setNotice(noticeOf(say, email, await outbox.resend(email)));
    countsChanged();
  };

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading
        title={say('dashboard.outbox.heading')}
        count={list && say('dashboard.outbox.count', { shown: list.filteredTotal, total: list.total })}
        intro={say('dashboard.outbox.intro')}
      >
        {list && list.failed > 0 && <p className="adm-outbox-failed-count">{say('dashboard.outbox.failedCount', { count: list.failed })}</p>}
      </ScreenHeading>

      <div role="search" className="adm-panel flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={say('dashboard.outbox.search')}
          placeholder={say('dashboard.outbox.searchPlaceholder')}
          value={outbox.search}
          onChange={outbox.setSearch}
          className="flex-1"
        />
        <FilterField
          label={say('dashboard.outbox.statusFilter')}
          all={say('dashboard.outbox.allStatuses')}
          value={outbox.query.status}
          options={OUTBOX_STATUS_FILTERS}
          wordsOf={(status) => say(`dashboard.outbox.status.${status}`)}
          onChange={outbox.setStatusFilter}
        />
      </div>

      <Notices notice={notice} />

      <ListStates
        rows={list?.items ?? null}
        filtering={outbox.filtering}
        words={listWords(say, 'dashboard.outbox')}
        failure={outbox.loadFailed ? loadFailure(say, 'dashboard.outbox', outbox.reload) : null}
      >
        {(emails) => (
          <ul className="flex flex-col gap-3">
            {emails.map((email) => (
              <li key={email.id}>
                <OutboxCard email={email} say={say} busy={outbox.resending.has(email.id)} onResend={() => void resend(email)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <Pagination list={list} onPage={outbox.setPage} words={paginationWords(say, 'dashboard.outbox')} />
    </div>
  );
}

/** Queued amber, sending blue, sent green, failed red; the word is always written. */
function OutboxStatusBadge({ status, say }: { status: OutboxScreenStatus; say: OutboxSay }) {
  return <span className={`adm-status adm-outbox-${status}`}>{say(`dashboard.outbox.status.${status}`)}</span>;
}

/** One fact of a card; `wraps`: a long value (an address, an error) breaks anywhere rather than overflow. */
function Fact({ term, className, wraps = false, children }: { term: string; className?: string; wraps?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={wraps ? '[overflow-wrap:anywhere]' : undefined}>{children}</dd>
    </div>
  );
}

function When({ instant, say }: { instant: string; say: OutboxSay }) {
  return <time dateTime={instant}>{say.dateTime(instant)}</time>;
}

function OutboxCard({ email, say, busy, onResend }: { email: AdminOutboxEmail; say: OutboxSay; busy: boolean; onResend(): void }) {
  const titleId = useId();
  return (
    <article className="adm-card adm-outbox-card" aria-labelledby={titleId} data-status={email.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="adm-card-title min-w-0 flex-1 [overflow-wrap:anywhere]">
          {email.subject}
        </h2>
        <OutboxStatusBadge status={email.status} say={say} />
      </div>
      <dl className="adm-outbox-facts">
        <Fact term={say('dashboard.outbox.recipient')} wraps>
          {email.to}
        </Fact>
        <Fact term={say('dashboard.outbox.kind')}>{kindWords(say, email.kind)}</Fact>
        <Fact term={say('dashboard.outbox.attempts')}>{email.attempts}</Fact>
        <Fact term={say('dashboard.outbox.queuedAt')}>
          <When instant={email.createdAt} say={say} /> <span className="text-muted">{say('dashboard.outbox.parisTime')}</span>
        </Fact>
        {email.sentAt && (
          <Fact term={say('dashboard.outbox.sentAt')}>
            <When instant={email.sentAt} say={say} />
          </Fact>
        )}
        {email.nextAttemptAt && (
          <Fact term={say('dashboard.outbox.nextAttempt')}>
            <When instant={email.nextAttemptAt} say={say} />
          </Fact>
        )}
        {email.lastError && (
          <Fact term={say('dashboard.outbox.lastError')} className="adm-outbox-error" wraps>
            {email.lastError}
          </Fact>
        )}
      </dl>
      {email.status === 'failed' && (
        <div className="mt-3">
          <BusyButton busy={busy} busyLabel={say('dashboard.outbox.resending')} onClick={onResend}>
            {say('dashboard.outbox.resend')}
          </BusyButton>
        </div>
      )}
    </article>
  );
}
