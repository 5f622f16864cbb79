// The reply screen's copy of the request's money (decision 038), shared by the booking panel and the
// Offer card: loaded with the screen, asked again after a reply sent with an offer, and replaced by
// the booking each change of the panel answers with. An answer older than the latest request is
// dropped; a failed reload keeps what is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import { loadBooking, type AdminBooking } from './booking-api.ts';

export type BookingLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; booking: AdminBooking };

export interface BookingHandle {
  load: BookingLoad;
  /** Asks again (after a send with an offer); an ended session keeps the page and calls onSignedOut. */
  reload(): void;
  /** The first load again, after it failed (Try again). */
  retry(): void;
  /** The booking a change answered with. */
  show(booking: AdminBooking): void;
}

export function useBooking(kind: ReplyQuoteKind, quoteId: number, onSignedOut: () => void): BookingHandle {
  const [load, setLoad] = useState<BookingLoad>({ status: 'loading' });
  const latest = useRef(0);
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  const ask = useCallback(
    async (keepPage: boolean) => {
      const request = ++latest.current;
      const outcome = await loadBooking(kind, quoteId, { keepPage });
      if (request !== latest.current) return;
      if (outcome.ok) setLoad({ status: 'ready', booking: outcome.booking });
      else if (outcome.reason === 'signedOut') {
        if (keepPage) signedOut.current();
      } else setLoad((shown) => (shown.status === 'ready' ? shown : { status: 'failed' }));
    },
    [kind, quoteId],
  );

  useEffect(() => {
    void ask(false);
    return () => {
      // An answer arriving after the screen has gone is dropped.
      latest.current++;
    };
  }, [ask]);

  return {
    load,
    reload: () => void ask(true),
    retry: () => {
      setLoad({ status: 'loading' });
      void ask(false);
    },
    show: (booking) => {
      latest.current++;
      setLoad({ status: 'ready', booking });
    },
  };
}
