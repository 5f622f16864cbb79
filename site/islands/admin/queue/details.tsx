// A quote's details as the queues show them: the modal (its number and status selector at the top,
// sections of facts, the comments last), a section, and one fact: a label and its value, the
// queue's dash when the value is empty.
import { createContext, useContext, type ReactNode } from 'react';
import { Modal } from '../kit/modal.tsx';
import type { Say } from '../kit/use-words.ts';
import type { QueueKey } from './queue-screen.tsx';
import type { QueuedQuote } from './queue-calls.ts';
import { StatusSelect } from './quote-status.tsx';
import type { QuoteQueue } from './use-quote-queue.ts';

/** What an empty fact shows: the queue's dash, given once by the modal or the card around it. */
const Dash = createContext('');

export function Detail({ label, value }: { label: string; value: ReactNode }) {
  const dash = useContext(Dash);
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className="adm-detail">
      <dt>{label}</dt>
      <dd>{empty ? dash : value}</dd>
    </div>
  );
}

/** Facts without a modal around them (a card's), with the queue's dash. */
export function Details({ say, className = 'adm-details', children }: { say: Say<QueueKey>; className?: string; children: ReactNode }) {
  return (
    <Dash.Provider value={say('dashboard.queue.dash')}>
      <dl className={className}>{children}</dl>
    </Dash.Provider>
  );
}

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="adm-section-title">{title}</h3>
      <dl className="adm-details">{children}</dl>
    </section>
  );
}

/** An e-mail address or a phone number the admin can use at once. */
export function ContactLink({ scheme, to }: { scheme: 'mailto' | 'tel'; to: string }) {
  if (!to) return null;
  return (
    <a className="underline" href={`${scheme}:${to}`}>
      {to}
    </a>
  );
}

export interface DetailsModalProps<Quote extends QueuedQuote> {
  title: string;
  quote: Quote;
  number: string;
  queue: QuoteQueue<Quote>;
  say: Say<QueueKey>;
  /** The comments section's heading. */
  commentsTitle: string;
  /** 'icon': a × beside the title; 'button': a Close button under the details. */
  closeWith: 'icon' | 'button';
  close(): void;
  children: ReactNode;
}

export function DetailsModal<Quote extends QueuedQuote>({
  title,
  quote,
  number,
  queue,
  say,
  commentsTitle,
  closeWith,
  close,
  children,
}: DetailsModalProps<Quote>) {
  const dash = say('dashboard.queue.dash');
  const closeButton = (
    <form method="dialog">
      <button type="submit" className="adm-button adm-button-primary">
        {say('dashboard.queue.close')}
      </button>
    </form>
  );
  return (
    <Modal
      title={title}
      onClose={close}
      closeLabel={closeWith === 'icon' ? say('dashboard.queue.close') : undefined}
      footer={closeWith === 'button' ? closeButton : undefined}
    >
      <Dash.Provider value={dash}>
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="adm-number">{number}</p>
            <StatusSelect quote={quote} queue={queue} say={say} />
          </div>
          {children}
          <section>
            <h3 className="adm-section-title">{commentsTitle}</h3>
            <p className="whitespace-pre-wrap text-ink">{quote.comments.trim() || dash}</p>
          </section>
        </div>
      </Dash.Provider>
    </Modal>
  );
}
