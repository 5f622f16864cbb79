// The company's cancellation schedule, change window and the other numbers of its policies, written
// once (architecture, "Policy numbers once"; decision 040): the policy pages interpolate them, the
// customer's request page and its cancel and change forms judge by them, the back office and the
// e-mails show what they decided. Browser-safe: no zod, nothing of the server.
//
// The spec gives two policy texts; they are read as two scopes, as the policy pages have said since
// the site opened: the transfer policy for transfers, the "Booking, payment and cancellation" page
// for excursions, hourly hire and tailor-made services (decision 040).

/** Which of the two schedules applies: transfers, or excursions and the other services. */
export const CANCELLATION_SERVICES = ['transfer', 'excursion'] as const;
export type CancellationService = (typeof CANCELLATION_SERVICES)[number];

/**
 * Where a moment stands before pickup: the free window, the late one (a fee, still online), the
 * last minutes (a higher fee: phone us), or past the pickup time (a no-show once the chauffeur
 * has waited NO_SHOW_WAIT_HOURS: phone us).
 */
export const CANCELLATION_WINDOWS = ['free', 'late', 'lastMinute', 'started'] as const;
export type CancellationWindowId = (typeof CANCELLATION_WINDOWS)[number];

export interface CancellationWindow {
  id: Exclude<CancellationWindowId, 'started'>;
  /** The window starts this many hours before pickup, that instant included, and runs to the next window's start. */
  fromHours: number;
  /** The fee: this percentage of the booking's total. */
  feePercent: number;
  /** The customer may cancel in it from their request page; otherwise they phone us. */
  online: boolean;
}

export interface CancellationSchedule {
  /** From the earliest (most hours before pickup) to the last, which starts at pickup (0). */
  windows: readonly [CancellationWindow, CancellationWindow, CancellationWindow];
  /** Changes are asked from the request page until this many hours before pickup (that instant included); null: until pickup. */
  changeUntilHours: number | null;
  /** The fee of a no-show, and of a cancellation after the pickup time. */
  noShowFeePercent: number;
}

/**
 * Transfers (the spec's transfer policy text): 24 hours or more before pickup, free; less, a fee of
 * 30 %; less than 2 hours, 50 %, and a call rather than a form (the chauffeur may be on the way);
 * no-show, no refund. Changes up to 2 hours before pickup.
 */
const TRANSFER_SCHEDULE: CancellationSchedule = {
  windows: [
    { id: 'free', fromHours: 24, feePercent: 0, online: true },
    { id: 'late', fromHours: 2, feePercent: 30, online: true },
    { id: 'lastMinute', fromHours: 0, feePercent: 50, online: false },
  ],
  changeUntilHours: 2,
  noShowFeePercent: 100,
};

/**
 * Excursions, hourly hire and tailor-made services (the spec's "Booking, payment and cancellation"
 * text): 48 hours or more before, free; between 48 and 24 hours, 50 % (the prepayment); less than
 * 24 hours or no-show, the full price. That text names no change window.
 */
const EXCURSION_SCHEDULE: CancellationSchedule = {
  windows: [
    { id: 'free', fromHours: 48, feePercent: 0, online: true },
    { id: 'late', fromHours: 24, feePercent: 50, online: true },
    { id: 'lastMinute', fromHours: 0, feePercent: 100, online: false },
  ],
  changeUntilHours: null,
  noShowFeePercent: 100,
};

export const CANCELLATION_SCHEDULES: Readonly<Record<CancellationService, CancellationSchedule>> = {
  transfer: TRANSFER_SCHEDULE,
  excursion: EXCURSION_SCHEDULE,
};

/** The policies' other numbers, each with its meaning. */
export const POLICY_NUMBERS = {
  /** Booking is advised this many hours before pickup (the online form asks LEAD_TIME_HOURS, constants.ts). */
  advisedBookingHours: 24,
  /** A ride is a no-show once the chauffeur has waited this long after the pickup time without finding or reaching the customer. */
  noShowWaitHours: 1,
  /** A card refund reaches the account within this many business days… */
  refundBusinessDays: { from: 5, to: 7 },
  /** …and up to this many for an international card. */
  refundBusinessDaysInternational: 10,
  /** A disputed amount or fee is raised within this many days of the ride. */
  disputeDays: 30,
  /** Proof of a bank transfer within this many working days, or the booking is cancelled free. */
  bankProofWorkingDays: 2,
} as const;

const HOUR_MS = 3_600_000;

/** What cancelling (or changing) costs and allows at `now`, in integer cents. */
export interface CancellationTerms {
  window: CancellationWindowId;
  /** Money has come in: a booking, whose fee applies. Nothing paid is a request, withdrawn free. */
  booked: boolean;
  feePercent: number;
  /** The schedule's fee of the total (0 when nothing was paid), rounded down to the cent. */
  feeCents: number;
  /** What comes back: what was paid less the fee, never below 0. */
  refundDueCents: number;
  canCancelOnline: boolean;
  canChangeOnline: boolean;
}

/** The window `now` falls in before `pickupAt` (real elapsed time: a daylight-saving change moves no boundary). */
export function cancellationWindow(pickupAt: Date, now: Date, schedule: CancellationSchedule = TRANSFER_SCHEDULE): CancellationWindow | null {
  const before = pickupAt.getTime() - now.getTime();
  return schedule.windows.find((window) => before >= window.fromHours * HOUR_MS) ?? null;
}

/**
 * The terms of cancelling at `now` a trip picked up at `pickupAt`, whose total is `totalCents` and of
 * which `paidCents` (net of refunds) came in. Each window holds from its boundary, that instant
 * included (exactly 24 hours before pickup is still free): the texts say "more than" and "less
 * than" and leave the instant itself to the customer's favour. A request with nothing paid is no
 * booking (the contract is made by paying, terms § contract): cancelling it costs nothing and is
 * online whenever; changing it follows the change window like a booking.
 */
export function cancellationTerms(
  pickupAt: Date,
  now: Date,
  totalCents: number,
  paidCents: number,
  schedule: CancellationSchedule = TRANSFER_SCHEDULE,
): CancellationTerms {
  const window = cancellationWindow(pickupAt, now, schedule);
  const booked = paidCents > 0;
  const feePercent = window ? window.feePercent : schedule.noShowFeePercent;
  const feeCents = booked ? Math.floor((Math.max(0, totalCents) * feePercent) / 100) : 0;
  const before = pickupAt.getTime() - now.getTime();
  return {
    window: window?.id ?? 'started',
    booked,
    feePercent: booked ? feePercent : 0,
    feeCents,
    refundDueCents: Math.max(0, paidCents - feeCents),
    canCancelOnline: booked ? (window?.online ?? false) : true,
    canChangeOnline: before >= (schedule.changeUntilHours ?? 0) * HOUR_MS,
  };
}

/** The last instant a booking can be cancelled free: the free window's boundary before `pickupAt`. */
export function freeCancellationUntil(pickupAt: Date, schedule: CancellationSchedule = TRANSFER_SCHEDULE): Date {
  return new Date(pickupAt.getTime() - schedule.windows[0].fromHours * HOUR_MS);
}

/** The last instant a change can be asked online; the pickup itself when the schedule names no change window. */
export function changesUntil(pickupAt: Date, schedule: CancellationSchedule = TRANSFER_SCHEDULE): Date {
  return new Date(pickupAt.getTime() - (schedule.changeUntilHours ?? 0) * HOUR_MS);
}

/** The last instant a booking can be cancelled from the request page: the last online window's start. */
export function onlineCancellationUntil(pickupAt: Date, schedule: CancellationSchedule = TRANSFER_SCHEDULE): Date {
  const online = schedule.windows.filter((window) => window.online);
  const last = online[online.length - 1] ?? schedule.windows[0];
  return new Date(pickupAt.getTime() - last.fromHours * HOUR_MS);
}
