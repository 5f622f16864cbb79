// The summary's Send button: sendQuote against a stubbed fetch, on a fixed clock (the 36-hour
// minimum is checked again before anything is sent).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $contact,
  $contactConfirmed,
  $contactErrors,
  $measuredRoute,
  $nonce,
  $pickupMoved,
  $ride,
  $rideError,
  $routePoints,
  $send,
  $step,
  $vehicle,
  $vehicleError,
  onStepChange,
  sendQuote,
  setContactField,
  setMeasuredRoute,
  type RideState,
} from './booking.ts';
import { emptyContact, emptyExtraOptions, emptyRide } from './booking-state.ts';

/** Saturday 4 May 2030, 10:02 in Paris (UTC+2). */
const NOW = new Date('2030-05-04T08:02:00Z');
const NONCE = '0123456789abcdef01234567';

/** Monday 6 May, 10:00 in Paris: ~48 h after NOW. */
const RIDE: RideState = {
  ...emptyRide(),
  pickupLocation: 'Gare du Nord, Paris',
  pickupCoords: { lat: 48.8809, lng: 2.3553 },
  dropoffLocation: 'Paris Beauvais Airport (BVA)',
  dropoffCoords: { lat: 49.4544, lng: 2.1128 },
  pickupDate: '2030-05-06',
  pickupTime: '10:00',
  adults: 2,
  extraTime: 1,
  flightTrainNumber: ' AF1234 ',
};

function resetBooking(): void {
  onStepChange(null);
  $pickupMoved.set(null);
  $step.set('ride');
  $ride.set(emptyRide());
  $measuredRoute.set(null);
  $vehicle.set({ vehicleId: null, extraOptions: emptyExtraOptions() });
  $contact.set(emptyContact());
  $contactConfirmed.set(false);
  $nonce.set('');
  $rideError.set(null);
  $vehicleError.set(null);
  $contactErrors.set({});
  $send.set({ status: 'idle' });
}

/** A complete booking on the summary, its route measured. */
function bookingOnSummary(ride: Partial<RideState> = {}): void {
  $ride.set({ ...RIDE, ...ride });
  setMeasuredRoute($routePoints.get(), { distanceKm: 80, minutes: 75, approximate: false });
  $vehicle.set({ vehicleId: 3, extraOptions: { ...emptyExtraOptions(), suitcases: 2 } });
  $contact.set({ firstName: ' Élodie ', lastName: 'Marchand', email: 'elodie@example.com', countryCode: 'FR', phone: '0612345678', comments: 'Two children' });
  $contactConfirmed.set(true);
  $nonce.set(NONCE);
  $step.set('summary');
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

/** The request sendQuote made (the `call`th, from 0). */
function request(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: (init?.headers ?? {}) as Record<string, string>, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetBooking();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  bookingOnSummary();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetBooking();
});

describe('sendQuote: the answer', () => {
  it('201: success, with the quote number', async () => {
    fetchMock.mockResolvedValue(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'success', quoteNumber: 'TR-2030-0042' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a success without a readable quote number is still a success', async () => {
    fetchMock.mockResolvedValue(new Response('stored', { status: 201 }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'success', quoteNumber: null });
  });

  it("400 with field errors: 'invalid', with the server's messages", async () => {
    const error = { code: 'validation_failed', message: 'Vérifiez les champs.', fields: { email: 'Adresse e-mail invalide.' } };
    fetchMock.mockResolvedValue(json(400, { error }));
    await sendQuote('fr', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'invalid', message: 'Vérifiez les champs.', fields: { email: 'Adresse e-mail invalide.' } });
  });

  it("400 without field errors: 'failed'", async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'bad_json', message: 'Bad JSON.' } }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'failed' });
  });

  it("429: 'rateLimited'", async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'rate_limited', message: 'Too many requests.' } }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'rateLimited' });
  });

  it("500: 'failed'", async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'internal_error', message: 'Oops.', requestId: 'r1' } }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'failed' });
  });

  it("an answer that is not JSON: 'failed'", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'failed' });
  });

  it("a network error: 'failed'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'failure', reason: 'failed' });
  });
});

describe('sendQuote: the request', () => {
  it('POSTs the booking as JSON to /api/quotes, in the page language', async () => {
    fetchMock.mockResolvedValue(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sendQuote('fr', 'bot text');
    const { url, init, headers, body } = request();
    expect(url).toBe('/api/quotes');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'fr' });
    expect(body).toMatchObject({
      lang: 'fr',
      firstName: 'Élodie',
      lastName: 'Marchand',
      email: 'elodie@example.com',
      countryCode: 'FR',
      phone: '0612345678',
      pickupLocation: 'Gare du Nord, Paris',
      pickupCoords: { lat: 48.8809, lng: 2.3553 },
      dropoffLocation: 'Paris Beauvais Airport (BVA)',
      pickupDate: '2030-05-06',
      pickupTime: '10:00',
      transferType: 'ONE_WAY',
      adults: 2,
      extraTime: 1,
      flightTrainNumber: 'AF1234',
      vehicleId: 3,
      vehicleExtraOptions: { ...emptyExtraOptions(), suitcases: 2 },
      // The measured route plus the extra hour.
      totalDistanceKm: 80,
      totalMinutes: 135,
      routeApproximate: false,
      comments: 'Two children',
      website: 'bot text',
    });
  });

  it('sends an Idempotency-Key made of the booking id and the data', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    await sendQuote('en', '');
    expect(request().headers['Idempotency-Key']).toMatch(new RegExp(`^booking-${NONCE}-[0-9a-f]{40}$`));
  });

  it('draws a booking id when there is none yet', async () => {
    $nonce.set('');
    fetchMock.mockResolvedValue(json(201, {}));
    await sendQuote('en', '');
    expect($nonce.get()).toMatch(/^[0-9a-f]{24}$/);
    expect(request().headers['Idempotency-Key']).toMatch(new RegExp(`^booking-${$nonce.get()}-[0-9a-f]{40}$`));
  });

  it('a retry of the same data sends the same key, so the server stores it once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sendQuote('en', '');
    expect($send.get()).toMatchObject({ status: 'failure', reason: 'failed' });
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'success', quoteNumber: 'TR-2030-0042' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(request(1).headers['Idempotency-Key']).toBe(request(0).headers['Idempotency-Key']);
    expect(request(1).init?.body).toBe(request(0).init?.body);
  });

  it('changed data is a new request with a new key', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await sendQuote('en', '');
    setContactField('comments', 'Two children and a dog');
    await sendQuote('en', '');
    await sendQuote('fr', '');
    const keys = [0, 1, 2].map((call) => request(call).headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => key?.startsWith(`booking-${NONCE}-`))).toBe(true);
  });

  it('the same data in another booking gets another key', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await sendQuote('en', '');
    $nonce.set('fedcba9876543210fedcba98');
    await sendQuote('en', '');
    expect(request(1).init?.body).toBe(request(0).init?.body);
    expect(request(1).headers['Idempotency-Key']).not.toBe(request(0).headers['Idempotency-Key']);
  });
});

describe('sendQuote: one request at a time', () => {
  it("is 'sending' while the request is in flight, and a second click sends nothing", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const sending = sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'sending' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'sending' });
    answer(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sending;
    expect($send.get()).toEqual({ status: 'success', quoteNumber: 'TR-2030-0042' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more once the request succeeded', async () => {
    fetchMock.mockResolvedValue(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sendQuote('en', '');
    await sendQuote('en', '');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a failure goes back to 'sending' on the retry", async () => {
    fetchMock.mockResolvedValueOnce(json(429, {})).mockReturnValueOnce(new Promise<Response>(() => {}));
    await sendQuote('en', '');
    expect($send.get()).toMatchObject({ status: 'failure', reason: 'rateLimited' });
    void sendQuote('en', '');
    expect($send.get()).toEqual({ status: 'sending' });
    // Let it reach the stubbed fetch (whose answer never comes) before the stub is removed.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});

describe('sendQuote: the 36-hour minimum', () => {
  /** The clock `hours` after NOW. */
  const later = (hours: number) => vi.setSystemTime(NOW.getTime() + hours * 3_600_000);

  it('sends a pickup still beyond the minimum as it is', async () => {
    later(11.5); // 36.5 h before the pickup
    fetchMock.mockResolvedValue(json(201, {}));
    await sendQuote('en', '');
    expect(request().body).toMatchObject({ pickupDate: '2030-05-06', pickupTime: '10:00' });
    expect($pickupMoved.get()).toBeNull();
  });

  it('moves a pickup the minimum caught up with instead of sending it, and shows it on the summary', async () => {
    later(12.5); // 35.5 h before the pickup
    fetchMock.mockResolvedValue(json(201, { quoteNumber: 'TR-2030-0042' }));
    await sendQuote('en', '');
    expect(fetchMock).not.toHaveBeenCalled();
    expect($send.get()).toEqual({ status: 'idle' });
    expect($step.get()).toBe('summary');
    // 36 h after the clock plus a minute (08:33 UTC on Monday), rounded up: 10:35 in Paris.
    expect($ride.get()).toMatchObject({ pickupDate: '2030-05-06', pickupTime: '10:35' });
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'summary' });
    // The visitor has seen the new time and sends again: the moved pickup goes.
    await sendQuote('en', '');
    expect(request().body).toMatchObject({ pickupDate: '2030-05-06', pickupTime: '10:35' });
    expect($send.get()).toEqual({ status: 'success', quoteNumber: 'TR-2030-0042' });
  });

  it('keeps a minute of margin for the trip to the server', async () => {
    vi.setSystemTime(new Date('2030-05-04T19:59:30Z')); // 36 h 30 s before the pickup
    fetchMock.mockResolvedValue(json(201, {}));
    await sendQuote('en', '');
    expect(fetchMock).not.toHaveBeenCalled();
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:05', step: 'summary' });
  });

  it('the move is visible at once, before anything is awaited', () => {
    later(12.5);
    void sendQuote('en', '');
    expect($pickupMoved.get()?.step).toBe('summary');
  });

  it('sends the visitor back to step 1 when the moved pickup falls after the return', async () => {
    bookingOnSummary({ transferType: 'ROUND_TRIP', returnDate: '2030-05-06', returnTime: '10:30' });
    const steps: string[] = [];
    onStepChange((step) => steps.push(step));
    later(12.5);
    await sendQuote('en', '');
    expect(fetchMock).not.toHaveBeenCalled();
    expect($step.get()).toBe('ride');
    expect(steps).toEqual(['ride']);
    expect($rideError.get()).toBe('booking.error.returnBeforePickup');
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'ride' });
    expect($send.get()).toEqual({ status: 'idle' });
  });
});
