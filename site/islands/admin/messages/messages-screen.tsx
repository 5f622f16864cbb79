// Messages (spec section 2; decision 024): the customers' conversations. The list 'Conversations' on the
// left (polled every QUOTES_POLL_MS with If-None-Match, so a new contact message appears and an
// unchanged poll costs a 304), the open thread on the right with the send box. On a wide screen the
// first conversation opens by itself; on a phone the list and the thread take turns (list first,
// then the thread with a way back), and nothing opens — so nothing is marked read — until the admin
// picks a conversation. After an answer the thread and the list are loaded again. Beside the thread,
// the customer's requests (customer-requests.tsx), and in it one timeline: the messages as bubbles
// (each saying where it came from) and the other events of the customer's story as one-line rows
// (timeline.ts), with the answers the customer has not read on their request page counted below.
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { MOBILE_BREAKPOINT_PX, QUOTES_POLL_MS } from '../../../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { countedText } from '../../../../worker/contract/i18n/plural.ts';
import { apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded } from '../kit/admin-call.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { countsChanged } from '../kit/dashboard-events.ts';
import { TextAreaField } from '../kit/field.tsx';
import { ScreenHeading } from '../kit/screen.tsx';
import { usePoll } from '../kit/use-poll.ts';
import { useWords, type Say } from '../kit/use-words.ts';
import { customerLabel } from './customer-label.ts';
import { CustomerRequests } from './customer-requests.tsx';
import { conversationCalls, type Conversation, type ConversationList, type ConversationSummary, type MessageAttachmentView } from './messages-api.ts';
import { channelText, eventText, threadEntries } from './timeline.ts';

export interface MessagesScreenProps {
  texts: ScreenWords<'messages'>;
}

type ThreadState = { status: 'none' } | { status: 'loading'; id: number } | { status: 'failed'; id: number } | { status: 'loaded'; conversation: Conversation };
type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; email: string } | { status: 'failed'; detail: string | null };

/**
 * The files a customer's e-mail reply brought: a link to each one kept (the admin API serves it to
 * the signed-in admin only; an image opens, a PDF downloads), and each one left out with the reason.
 */
function MessageFiles({ files, say }: { files: MessageAttachmentView[]; say: Say<ScreenKey<'messages'>> }) {
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={say('dashboard.messages.files')}>
      {files.map((file, index) => {
        const name = file.name || say('dashboard.messages.unnamedFile');
        const size = say('dashboard.messages.fileSize', { size: Math.max(1, Math.round(file.bytes / 1024)) });
        return (
          <li key={index} className="[overflow-wrap:anywhere]">
            {file.url ? (
              <a href={file.url} target="_blank" rel="noopener" className="font-semibold text-navy-950 underline">
                {name}
                <span className="sr-only"> {say('dashboard.messages.newTab')}</span>
              </a>
            ) : (
              <span>{name}</span>
            )}{' '}
            <span className="text-muted">({file.dropped ? say(`dashboard.messages.dropped.${file.dropped}`) : size})</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Both panes side by side: the width from which the phone layout gives way. */
const wideScreen = () => window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

export default function MessagesScreen({ texts }: MessagesScreenProps) {
  const say = useWords(texts);
  const id = useId();
  const [list, setList] = useState<ConversationSummary[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [thread, setThread] = useState<ThreadState>({ status: 'none' });
  /** On a phone: which pane is shown. */
  const [pane, setPane] = useState<'list' | 'thread'>('list');
  const [draft, setDraft] = useState('');
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const etag = useRef<string | null>(null);
  /** Each thread load's number: an answer for a conversation no longer asked for is dropped. */
  const latestOpen = useRef(0);
  const openedFirst = useRef(false);
  const threadHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const loadList = useCallback(async () => {
    try {
      const answer = await adminCall(conversationCalls.list, { etag: etag.current });
      if (answer.status === 304) return;
      if (!answer.ok) throw new Error(`conversations: ${answer.status}`);
      const fresh = (await answer.json()) as ConversationList;
      etag.current = answer.headers.get('ETag');
      setList(fresh.items);
      setListFailed(false);
    } catch (error) {
      if (error instanceof SessionEnded) return;
      // A failed poll keeps the list shown; only a list never loaded says so.
      setListFailed(true);
    }
  }, []);

  /** Opens (and so marks read) a conversation; after an answer the thread reloads in place, keeping the outcome shown. */
  const open = useCallback(async (conversationId: number, { reload = false } = {}) => {
    const load = ++latestOpen.current;
    if (!reload) {
      setThread({ status: 'loading', id: conversationId });
      setSend({ status: 'idle' });
    }
    try {
      const answer = await adminCall(conversationCalls.open(conversationId));
      if (!answer.ok) throw new Error(`conversation: ${answer.status}`);
      const conversation = (await answer.json()) as Conversation;
      if (load !== latestOpen.current) return;
      setThread({ status: 'loaded', conversation });
      // Opened is read: the list says so at once, without waiting for its next poll.
      setList((current) => current?.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)) ?? current);
      countsChanged();
    } catch (error) {
      if (error instanceof SessionEnded || load !== latestOpen.current) return;
      setThread({ status: 'failed', id: conversationId });
    }
  }, []);

  // The list at once, then polled while the tab is shown, and again when it comes back.
  useEffect(() => {
    void loadList();
  }, [loadList]);
  usePoll(loadList, QUOTES_POLL_MS);

  // The spec: the first conversation opens automatically (where the thread is beside the list).
  useEffect(() => {
    if (openedFirst.current || !list) return;
    openedFirst.current = true;
    const [first] = list;
    if (first && wideScreen()) void open(first.id);
  }, [list, open]);

  const selectedId = thread.status === 'none' ? null : thread.status === 'loaded' ? thread.conversation.id : thread.id;

  const pick = (conversationId: number) => {
    setDraft('');
    void open(conversationId);
    if (!wideScreen()) {
      setPane('thread');
      // The thread replaces the list: the reader starts at its heading.
      window.requestAnimationFrame(() => threadHeading.current?.focus());
    }
  };

  const backToList = () => {
    setPane('list');
    window.requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus());
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (thread.status !== 'loaded' || draft.trim() === '' || send.status === 'sending') return;
    const conversation = thread.conversation;
    setSend({ status: 'sending' });
    try {
      const answer = await adminCall(conversationCalls.reply(conversation.id, draft));
      if (!answer.ok) {
        const { error } = await apiFailure(answer);
        setSend({ status: 'failed', detail: error?.fields?.['text'] ?? null });
        return;
      }
      setDraft('');
      setSend({ status: 'sent', email: conversation.customer.email });
      // The spec: the thread and the list are loaded again after an answer.
      await Promise.all([open(conversation.id, { reload: true }), loadList()]);
    } catch (error) {
      if (error instanceof SessionEnded) return;
      setSend({ status: 'failed', detail: null });
    }
  };

  const sending = send.status === 'sending';
  const replyRefused = send.status === 'failed' && send.detail !== null;
  const threadCustomer = thread.status === 'loaded' ? thread.conversation.customer : list?.find((item) => item.id === selectedId)?.customer;
  const threadName = customerLabel(threadCustomer ?? { name: '', email: '' }, say('dashboard.messages.customer'));
  const phoneHidden = (shownOn: 'list' | 'thread') => (pane === shownOn ? '' : 'max-md:hidden');

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading title={say('dashboard.messages.heading')} />

      <div className="grid items-start gap-4 md:grid-cols-[minmax(14rem,18rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-conversations`} className={`adm-panel flex min-w-0 flex-col gap-3 ${phoneHidden('list')}`}>
          <h2 id={`${id}-conversations`} className="text-lg font-semibold text-navy-950">
            {say('dashboard.messages.conversations')}
          </h2>
          <div role="alert" className="empty:hidden">
            {listFailed && !list && <p className="adm-alert">{say('dashboard.messages.listFailed')}</p>}
          </div>
          {!list && !listFailed && (
            <p role="status" className="text-muted">
              {say('dashboard.messages.loadingList')}
            </p>
          )}
          {list && list.length === 0 && <p className="text-muted">{say('dashboard.messages.empty')}</p>}
          {list && list.length > 0 && (
            <ul ref={listRef} className="-mx-2 flex flex-col gap-1">
              {list.map((item) => {
                const name = customerLabel(item.customer, say('dashboard.messages.customer'));
                const unread = item.unread > 0;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="adm-conversation"
                      aria-current={item.id === selectedId ? 'true' : undefined}
                      data-unread={unread || undefined}
                      // While an answer is on its way its thread stays shown, so its outcome (sent or
                      // failed, the draft kept or cleared) lands where the admin wrote it.
                      aria-disabled={sending || undefined}
                      onClick={() => {
                        if (!sending) pick(item.id);
                      }}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'} text-navy-950`}>{name}</span>
                        {unread && (
                          <span className="adm-pending shrink-0">
                            <span aria-hidden="true">{item.unread}</span>
                            <span className="sr-only">{say('dashboard.messages.unread', { count: item.unread })}</span>
                          </span>
                        )}
                      </span>
                      <span className="block truncate text-sm text-muted">{item.customer.email}</span>
                      {/* The whole preview (40 characters, spec section 9), wrapped rather than cut. */}
                      {item.preview && <span className="block text-sm text-ink [overflow-wrap:anywhere]">{item.preview}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        {thread.status !== 'none' && (
          <section aria-labelledby={`${id}-thread`} className={`adm-panel flex min-w-0 flex-col gap-4 ${phoneHidden('thread')}`}>
            <button type="button" className="adm-button adm-button-quiet self-start md:hidden" onClick={backToList}>
              <span aria-hidden="true">← </span>
              {say('dashboard.messages.back')}
            </button>
            <h2 id={`${id}-thread`} ref={threadHeading} tabIndex={-1} className="text-lg font-semibold text-navy-950 outline-none">
              {say('dashboard.messages.threadLabel', { name: threadName })}
            </h2>
            <div role="alert" className="empty:hidden">
              {thread.status === 'failed' && <p className="adm-alert">{say('dashboard.messages.threadFailed')}</p>}
            </div>
            {thread.status === 'loading' && (
              <p role="status" className="text-muted">
                {say('dashboard.messages.loadingThread')}
              </p>
            )}
            {thread.status === 'loaded' && (
              <>
                <p className="-mt-3 text-sm break-all text-muted">{thread.conversation.customer.email}</p>
                <CustomerRequests requests={thread.conversation.requests} say={say} headingId={`${id}-requests`} />
                {thread.conversation.messages.length === 0 && <p className="text-muted">{say('dashboard.messages.noMessages')}</p>}
                {(thread.conversation.messages.length > 0 || thread.conversation.timeline.length > 0) && (
                  <ol className="flex flex-col gap-3" aria-label={say('dashboard.messages.timeline')}>
                    {threadEntries(thread.conversation).map((entry, index) => {
                      if (entry.type === 'event')
                        return (
                          <li key={`event-${index}`} className="adm-event" data-event={entry.event.type}>
                            <span>{eventText(say, entry.event)}</span>
                            <span aria-hidden="true"> · </span>
                            <time dateTime={entry.time} className="adm-event-time">
                              {say.dateTime(entry.time)}
                            </time>
                          </li>
                        );
                      const { message } = entry;
                      const mine = message.from === 'admin';
                      return (
                        <li
                          key={`message-${message.id}`}
                          className={`adm-bubble ${mine ? 'adm-bubble-admin' : 'adm-bubble-customer'}`}
                          data-from={message.from}
                          data-channel={message.channel}
                        >
                          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                            <span className="font-semibold">{mine ? say('dashboard.messages.you') : threadName}</span>
                            <time dateTime={message.time} className="adm-bubble-time">
                              {say.dateTime(message.time)}
                            </time>
                            <span className="adm-bubble-time">{channelText(say, message)}</span>
                          </p>
                          {message.text && <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</p>}
                          {message.attachments?.length ? <MessageFiles files={message.attachments} say={say} /> : null}
                        </li>
                      );
                    })}
                  </ol>
                )}
                {/* The customer marks answers read on a request's page: without a request they have none to read them on. */}
                {thread.conversation.customerUnread > 0 && thread.conversation.requests.length > 0 && (
                  <p className="text-sm font-semibold text-navy-950">
                    {countedText(say.lang, texts.words, 'dashboard.messages.customerUnread', thread.conversation.customerUnread)}
                  </p>
                )}

                <form className="flex flex-col gap-2 border-t border-sand pt-4" onSubmit={(event) => void submit(event)} noValidate>
                  <TextAreaField
                    id={`${id}-reply`}
                    label={say('dashboard.messages.replyLabel')}
                    note={say('dashboard.messages.required')}
                    className="contents"
                    inputClassName="form-control min-h-28 font-sans leading-relaxed"
                    name="text"
                    rows={4}
                    required
                    maxLength={FIELD_LIMITS.conversationReply}
                    placeholder={say('dashboard.messages.placeholder')}
                    value={draft}
                    // The refusal's words are in the alert below the button; they describe the field.
                    aria-invalid={replyRefused ? true : undefined}
                    aria-describedby={replyRefused ? `${id}-reply-error` : undefined}
                    onChange={(value) => {
                      setDraft(value);
                      if (send.status !== 'sending') setSend({ status: 'idle' });
                    }}
                  />
                  <div className="flex justify-end">
                    <button type="submit" className="adm-button adm-button-primary" disabled={sending || draft.trim() === ''}>
                      {sending ? say('dashboard.messages.sending') : say('dashboard.messages.send')}
                    </button>
                  </div>
                  <div role="status" className="empty:hidden">
                    {send.status === 'sent' && (
                      <p className="adm-text-success text-sm font-semibold">{say('dashboard.messages.sent', { email: send.email })}</p>
                    )}
                  </div>
                  <div role="alert" className="empty:hidden">
                    {send.status === 'failed' && (
                      <div className="adm-alert">
                        <p>{say('dashboard.messages.sendFailed')}</p>
                        {send.detail && (
                          <p id={`${id}-reply-error`} className="mt-1 font-normal">
                            {send.detail}
                          </p>
                        )}
                      </div>
                    )}
                  </div>
                </form>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
