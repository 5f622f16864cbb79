import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { idempotencyKeys, numberSequences, outbox, quotes, rateLimits } from '../../worker/db/schema.ts';
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import { EXTRA_OPTION_COUNTS, optionLabel } from '../../worker/contract/booking-rules.ts';
import { quoteResponseSchema } from '../../worker/contract/schemas/quote-request.ts';
import { t } from '../../site/i18n/index.ts';
import { aQuoteRequest } from './factories.ts';
import { answerOf, call, db, errorOf, pinInsideRateLimitWindow, postJson } from './support.ts';

const submit = (body: unknown, headers: Record<string, string> = {}) => postJson('/api/quotes', body, headers);
const numberOf = async (response: Response) => (await answerOf(response, quoteResponseSchema)).quoteNumber;
/** The numbering year: the current year in Paris. */
const year = () => toParis(new Date()).date.slice(0, 4);
/** A Paris date and time `hours` from now. */
const inHours = (hours: number) => toParis(new Date(Date.now() + hours * 3600_000));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/quotes', () => {
  it('stores the quote with every detail and queues the customer and admin e-mails', async () => {
    const request = aQuoteRequest({ lang: 'fr' });
    const response = await submit(request);
    expect(response.status).toBe(201);
    const quoteNumber = `TR-${year()}-0001`;
    expect(await answerOf(response, quoteResponseSchema)).toEqual({ quoteNumber });

    const stored = await db().select().from(quotes);
    expect(stored).toHaveLength(1);
    const [quote] = stored;
    expect(quote).toMatchObject({
      quoteNumber,
      status: 'pending',
      important: false,
      lang: 'fr',
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire.martin@example.com',
      phone: '+33612345678',
      countryCode: 'FR',
      pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      dropoffLocation: 'Eiffel Tower, Paris',
      pickupDate: request.pickupDate,
      pickupTime: request.pickupTime,
      pickupAt: fromParis(request.pickupDate, request.pickupTime),
      transferType: 'ONE_WAY',
      returnDate: null,
      returnTime: null,
      returnAt: null,
      adults: 2,
      extraTime: 0,
      stopLocations: [],
      flightTrainNumber: 'AF1234',
      vehicle: 'Mercedes E Class',
      totalDistanceKm: 34,
      totalMinutes: 50,
      routeApproximate: true,
      pickupLat: 49.0046,
      pickupLng: 2.5562,
      dropoffLat: 48.8584,
      dropoffLng: 2.2945,
      comments: 'Arriving with a pram.',
    });
    // Zero counts and false flags are left out.
    expect(quote?.vehicleExtraOptions).toEqual({ suitcases: 2, childSeats: 1 });

    const emails = await db().select().from(outbox).orderBy(asc(outbox.id));
    expect(emails).toHaveLength(2);
    const [toCustomer, toAdmin] = emails;
    expect(toCustomer).toMatchObject({
      kind: 'quote.customer',
      toAddress: 'claire.martin@example.com',
      replyTo: null,
      lang: 'fr',
      subject: `Votre demande de devis ${quoteNumber}`,
      relatedType: 'quote',
      relatedId: quote?.id,
    });
    const pickupInParis = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(quote?.pickupAt);
    expect(toCustomer?.html).toContain(`${pickupInParis} (heure de Paris)`);
    expect(toCustomer?.html).toContain(quoteNumber);
    expect(toCustomer?.text).toContain('Aller simple');
    // French typography: a no-break space before the colon of each line.
    expect(toCustomer?.text).toContain(`${t('fr', 'quoteEmail.field.transferType')}\u00a0: Aller simple`);
    expect(toCustomer?.text).toContain('Valises\u00a0×\u00a02, Sièges enfant\u00a0×\u00a01');
    expect(toCustomer?.text).toContain('environ 34\u00a0km');
    expect(toCustomer?.text).toContain('lien de paiement sécurisé');

    expect(toAdmin).toMatchObject({
      kind: 'quote.admin',
      toAddress: 'office@example.test',
      replyTo: 'claire.martin@example.com',
      lang: 'en',
      relatedType: 'quote',
      relatedId: quote?.id,
    });
    const pickupShort = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(quote?.pickupAt);
    expect(toAdmin?.subject).toBe(`New transfer quote ${quoteNumber} — Claire Martin, ${pickupShort}`);
    for (const detail of [
      'Français',
      '+33 6 12 34 56 78',
      'One Way',
      'Mercedes E Class',
      'Suitcases × 2, Child seats × 1',
      '34 km (approximate)',
      '50 min (approximate)',
      'AF1234',
      'Arriving with a pram.',
      '(Paris time)',
    ]) {
      expect(toAdmin?.text).toContain(detail);
    }
    for (const email of emails) expect(email.html + email.text + email.subject).not.toContain('[quote-number-');
    // Delivered right after the response by the local outbox provider.
    expect(emails.map((email) => email.status)).toEqual(['sent', 'sent']);
  });

  it('numbers quotes one after another within the year', async () => {
    expect(await numberOf(await submit(aQuoteRequest()))).toBe(`TR-${year()}-0001`);
    const second = await submit(aQuoteRequest({ email: 'ana@example.com' }));
    expect(await numberOf(second)).toBe(`TR-${year()}-0002`);
    const [toCustomer] = await db().select().from(outbox).where(eq(outbox.toAddress, 'ana@example.com'));
    expect(toCustomer?.subject).toBe(`Your quote request TR-${year()}-0002`);
    expect(toCustomer?.html).toContain('(Paris time)');
  });

  it('keeps counting past 9999 with more digits', async () => {
    await db()
      .insert(numberSequences)
      .values({ name: `TR-${year()}`, value: 9999 });
    expect(await numberOf(await submit(aQuoteRequest()))).toBe(`TR-${year()}-10000`);
  });

  it('numbers by the year in Paris, which starts an hour before UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T23:30:00Z'));
    const pickup = inHours(48);
    expect(await numberOf(await submit(aQuoteRequest({ pickupDate: pickup.date, pickupTime: pickup.time })))).toBe('TR-2031-0001');
  });

  it('stores the return of a round trip', async () => {
    const back = inHours(72);
    const request = aQuoteRequest({ transferType: 'ROUND_TRIP', returnDate: back.date, returnTime: back.time, stopLocations: ['Ignored'] });
    expect((await submit(request)).status).toBe(201);
    const [quote] = await db().select().from(quotes);
    expect(quote).toMatchObject({
      transferType: 'ROUND_TRIP',
      returnDate: back.date,
      returnTime: back.time,
      returnAt: fromParis(back.date, back.time),
      stopLocations: [],
    });
    const [toCustomer] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.customer'));
    expect(toCustomer?.text).toContain('Return date and time');
  });

  it('stores the stops of a multi-stop transfer and the options as asked', async () => {
    const request = aQuoteRequest({
      transferType: 'MULTI_STOP',
      stopLocations: ['  Louvre Museum, Paris ', 'Opéra Garnier, Paris'],
      returnDate: '2030-01-01',
      adults: 6,
      vehicleId: 3,
      extraTime: 2,
      flightTrainNumber: '',
      pickupCoords: null,
      totalDistanceKm: null,
      totalMinutes: null,
      vehicleExtraOptions: { sportsEquipment: 1, animal: false, animalTypes: ['dog', 'cat', 'dog'] },
    });
    expect((await submit(request)).status).toBe(201);
    const [quote] = await db().select().from(quotes);
    expect(quote).toMatchObject({
      stopLocations: ['Louvre Museum, Paris', 'Opéra Garnier, Paris'],
      returnDate: null,
      returnAt: null,
      adults: 6,
      vehicle: 'Mercedes V Class 250D',
      extraTime: 2,
      flightTrainNumber: null,
      pickupLat: 0,
      pickupLng: 0,
      totalDistanceKm: null,
      totalMinutes: null,
    });
    // Animal types imply the animal flag.
    expect(quote?.vehicleExtraOptions).toEqual({ sportsEquipment: 1, animal: true, animalTypes: ['dog', 'cat'] });
    const [toAdmin] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.admin'));
    for (const detail of ['1. Louvre Museum, Paris\n2. Opéra Garnier, Paris', '6 adults', '2 hours', 'Sports × 1, Animal (cat, dog)']) {
      expect(toAdmin?.text).toContain(detail);
    }
  });

  it("writes the route time and the options as the wizard's summary does (one formatter, each in its words)", async () => {
    const request = aQuoteRequest({
      lang: 'fr',
      totalMinutes: 125,
      routeApproximate: false,
      vehicleExtraOptions: { childSeats: 1, animal: true, animalTypes: ['dog', 'cat'] },
    });
    expect((await submit(request)).status).toBe(201);
    const emails = await db().select().from(outbox);
    const toAdmin = emails.find((email) => email.kind === 'quote.admin');
    const toCustomer = emails.find((email) => email.kind === 'quote.customer');
    expect(toAdmin?.text).toContain('2 h 5 min');
    expect(toAdmin?.text).toContain('Child seats × 1, Animal (cat, dog)');
    expect(toCustomer?.text).toContain('2\u00a0h\u00a05\u00a0min');
    expect(toCustomer?.text).toContain('Sièges enfant\u00a0×\u00a01, Animal (chat, chien)');
  });

  it('escapes customer text in the e-mails and keeps subjects on one line', async () => {
    await submit(aQuoteRequest({ firstName: 'Eve\u2028Bcc: victim@example.com', comments: '<script>alert(1)</script>' }));
    const emails = await db().select().from(outbox);
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.html).not.toContain('<script>');
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
    // The comments reach the company, escaped; the customer's summary does not repeat them (no relay).
    const [toAdmin] = emails.filter((email) => email.kind === 'quote.admin');
    expect(toAdmin?.html).toContain('&lt;script&gt;');
    const [toCustomer] = emails.filter((email) => email.kind === 'quote.customer');
    expect(toCustomer?.html).not.toContain('script');
    expect(toCustomer?.text).not.toContain('script');
  });

  it("the customer's summary repeats no free text: no comments, and a name cut to 40 characters", async () => {
    const firstName = 'Visit https://cheap-pills.example today for the best prices';
    await submit(aQuoteRequest({ firstName, comments: 'Buy now at https://cheap-pills.example' }));
    const [toCustomer] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.customer'));
    expect(toCustomer?.text).not.toContain('Buy now');
    expect(toCustomer?.text).not.toContain('best prices');
    expect(toCustomer?.text).toContain(`${[...firstName].slice(0, 39).join('').trimEnd()}…`);
    const [toAdmin] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.admin'));
    expect(toAdmin?.text).toContain('Buy now at https://cheap-pills.example');
    expect(toAdmin?.text).toContain(firstName);
  });

  it('sends one address at most three summaries a day; the requests are stored and the company told of each', async () => {
    for (let i = 0; i < 5; i += 1) expect((await submit(aQuoteRequest({ email: i % 2 ? 'Target@Example.com' : 'target@example.com' }))).status).toBe(201);
    expect(await db().select().from(quotes)).toHaveLength(5);
    const emails = await db().select().from(outbox);
    expect(emails.filter((email) => email.kind === 'quote.admin')).toHaveLength(5);
    expect(emails.filter((email) => email.kind === 'quote.customer')).toHaveLength(3);
  });

  it('labels the options in English as the spec says (optionLabel)', () => {
    for (const name of [...EXTRA_OPTION_COUNTS, 'animal'] as const) {
      expect(t('en', `quoteEmail.option.${name}`)).toBe(optionLabel(name));
    }
  });

  describe('validation', () => {
    const fillAll = 'Please fill in all fields and add at least one adult.';
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['a blank first name', { firstName: '  ' }, { firstName: 'First name is required' }],
      ['a blank last name', { lastName: '' }, { lastName: 'Last name is required' }],
      ['a blank e-mail', { email: '' }, { email: 'Email is required' }],
      ['an invalid e-mail', { email: 'claire@' }, { email: 'Email is invalid' }],
      ['a blank phone', { phone: '' }, { phone: 'Valid phone number is required' }],
      ['a phone too short', { phone: '612' }, { phone: 'Valid phone number is required' }],
      [
        'a phone invalid for the country (a German mobile in France)',
        { phone: '15123456789' },
        { phone: 'Please enter a valid phone number for the selected country' },
      ],
      ['an unknown phone country', { countryCode: 'ZZ' }, { countryCode: 'This value is not valid.' }],
      ['a blank pickup location', { pickupLocation: '' }, { pickupLocation: fillAll }],
      ['a blank drop-off location', { dropoffLocation: ' ' }, { dropoffLocation: fillAll }],
      ['a blank pickup date', { pickupDate: '' }, { pickupDate: fillAll }],
      ['a blank pickup time', { pickupTime: '' }, { pickupTime: fillAll }],
      ['no adult', { adults: 0 }, { adults: fillAll }],
      ['a multi-stop transfer without stops', { transferType: 'MULTI_STOP', stopLocations: [] }, { stopLocations: fillAll }],
      ['a blank stop', { transferType: 'MULTI_STOP', stopLocations: ['Louvre Museum, Paris', '  '] }, { 'stopLocations.1': fillAll }],
      ['more than 5 stops', { transferType: 'MULTI_STOP', stopLocations: ['A', 'B', 'C', 'D', 'E', 'F'] }, { stopLocations: 'Maximum 5 stops allowed.' }],
      [
        'a pickup outside the service area',
        { pickupCoords: { lat: 30.0, lng: 31.2 } },
        { pickupCoords: "We don't operate in this location. Please select a European destination." },
      ],
      [
        'a drop-off outside the service area',
        { dropoffCoords: { lat: 40.7, lng: -74.0 } },
        { dropoffCoords: "We don't operate in this location. Please select a European destination." },
      ],
      [
        'a round trip without its return',
        { transferType: 'ROUND_TRIP', returnDate: '', returnTime: '' },
        { returnDate: 'Please fill in return date and time for round trip.' },
      ],
      ['no vehicle', { vehicleId: null }, { vehicleId: 'Please select a vehicle before proceeding.' }],
      ['5 adults in the Lexus', { adults: 5, vehicleId: 1 }, { vehicleId: 'This vehicle cannot carry that many passengers.' }],
      ['a vehicle that does not exist', { vehicleId: 9 }, { vehicleId: 'This vehicle is not in our fleet.' }],
      ['a date that does not exist', { pickupDate: '2031-02-30' }, { pickupDate: 'This value is not valid.' }],
      ['a pickup in the year 9999', { pickupDate: '9999-12-31' }, { pickupDate: 'Pickup and return must be within two years from now.' }],
      ['a first name that is only a NUL', { firstName: '\u0000' }, { firstName: 'Remove the invisible control characters from this field.' }],
      ['a first name of invisible characters only', { firstName: '\u200b\u200d\ufeff' }, { firstName: 'First name is required' }],
      [
        'a line break in a place',
        { pickupLocation: 'Orly\r\nBcc: x@example.com' },
        { pickupLocation: 'Remove the invisible control characters from this field.' },
      ],
      ['an escape character in the comments', { comments: 'Hello \u001b[31m' }, { comments: 'Remove the invisible control characters from this field.' }],
      ['an e-mail in angle brackets', { email: '<claire@example.com>' }, { email: 'Email is invalid' }],
      ['two e-mail addresses', { email: 'claire@example.com, eve@example.com' }, { email: 'Email is invalid' }],
      ['a malformed time', { pickupTime: '25:00' }, { pickupTime: 'This value is not valid.' }],
    ];
    for (const [title, overrides, fields] of cases) {
      it(`refuses ${title}, naming the field`, async () => {
        const response = await submit(aQuoteRequest(overrides));
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(error.message).toBe('Some fields need your attention.');
        expect(error.fields).toEqual(fields);
        expect(await db().select().from(quotes)).toHaveLength(0);
        expect(await db().select().from(outbox)).toHaveLength(0);
      });
    }

    it('applies the 36-hour rule with the server clock', async () => {
      const tooSoon = inHours(35);
      const refused = await submit(aQuoteRequest({ pickupDate: tooSoon.date, pickupTime: tooSoon.time }));
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields).toEqual({ pickupDate: 'Pickup must be at least 36 hours from now.' });

      const justInTime = toParis(new Date(Date.now() + 36 * 3600_000 + 120_000));
      expect((await submit(aQuoteRequest({ pickupDate: justInTime.date, pickupTime: justInTime.time }))).status).toBe(201);
    });

    it('refuses a return before the pickup', async () => {
      const pickup = inHours(48);
      const response = await submit(
        aQuoteRequest({ transferType: 'ROUND_TRIP', pickupDate: pickup.date, pickupTime: pickup.time, returnDate: pickup.date, returnTime: pickup.time }),
      );
      expect((await errorOf(response)).fields).toEqual({ returnDate: 'Return date and time must be after pickup date and time.' });
    });

    it('names every problem at once', async () => {
      const tooSoon = inHours(35);
      const response = await submit(
        aQuoteRequest({
          firstName: '',
          email: 'nope',
          phone: '12',
          pickupLocation: '',
          pickupDate: tooSoon.date,
          pickupTime: tooSoon.time,
          dropoffCoords: { lat: 80, lng: 0 },
          adults: 5,
          vehicleId: 1,
        }),
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({
        firstName: 'First name is required',
        email: 'Email is invalid',
        phone: 'Valid phone number is required',
        pickupLocation: fillAll,
        pickupDate: 'Pickup must be at least 36 hours from now.',
        dropoffCoords: "We don't operate in this location. Please select a European destination.",
        vehicleId: 'This vehicle cannot carry that many passengers.',
      });
    });

    it('answers in French for a French request', async () => {
      const tooSoon = inHours(30);
      const response = await submit(
        aQuoteRequest({ lang: 'fr', dropoffLocation: '', pickupDate: tooSoon.date, pickupTime: tooSoon.time, phone: '15123456789' }),
      );
      const error = await errorOf(response);
      expect(error.message).toBe('Certains champs doivent être corrigés.');
      expect(error.fields).toEqual({
        dropoffLocation: 'Veuillez remplir tous les champs et ajouter au moins un adulte.',
        pickupDate: 'La prise en charge doit avoir lieu au moins 36 heures à l’avance.',
        phone: 'Veuillez saisir un numéro de téléphone valide pour le pays choisi',
      });
    });

    it('answers in French when the browser asks for French', async () => {
      const { lang: _english, ...withoutLang } = aQuoteRequest({ vehicleId: null });
      const response = await submit(withoutLang, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
      expect((await errorOf(response)).fields).toEqual({ vehicleId: 'Veuillez choisir un véhicule avant de continuer.' });
    });

    it('refuses a request without a vehicle choice', async () => {
      const { vehicleId: _none, ...withoutVehicle } = aQuoteRequest();
      const response = await submit(withoutVehicle);
      expect((await errorOf(response)).fields).toEqual({ vehicleId: 'Please select a vehicle before proceeding.' });
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await submit('{"firstName": "Claire",');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_json');
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await call('/api/quotes', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'firstName=Claire' });
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe('unsupported_media_type');
    });
  });

  describe('honeypot', () => {
    it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await submit(aQuoteRequest({ website: 'https://cheap-pills.example' }));
      expect(response.status).toBe(201);
      expect(await answerOf(response, quoteResponseSchema)).toEqual({ quoteNumber: `TR-${year()}-0000` });
      expect(await db().select().from(quotes)).toHaveLength(0);
      expect(await db().select().from(outbox)).toHaveLength(0);
      expect(await db().select().from(numberSequences)).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
    });

    it('gives a bot the same validation errors as a person', async () => {
      const response = await submit(aQuoteRequest({ website: 'https://cheap-pills.example', email: '' }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ email: 'Email is required' });
    });
  });

  describe('Idempotency-Key', () => {
    it('stores one quote for a retried request and answers the same number', async () => {
      const headers = { 'Idempotency-Key': 'quote-retry-0001' };
      const first = await submit(aQuoteRequest(), headers);
      const body = await answerOf(first, quoteResponseSchema);
      const second = await submit(aQuoteRequest(), headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(await answerOf(second, quoteResponseSchema)).toEqual(body);
      expect(body).toEqual({ quoteNumber: `TR-${year()}-0001` });
      expect(await db().select().from(quotes)).toHaveLength(1);
      expect(await db().select().from(outbox)).toHaveLength(2);
      expect(await db().select().from(idempotencyKeys)).toMatchObject([{ id: 'quote:quote-retry-0001', responseStatus: 201 }]);
    });

    it('refuses the same key with a different body (422)', async () => {
      const headers = { 'Idempotency-Key': 'quote-retry-0002' };
      await submit(aQuoteRequest(), headers);
      const response = await submit(aQuoteRequest({ comments: 'Something else' }), headers);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('idempotency_conflict');
      expect(await db().select().from(quotes)).toHaveLength(1);
    });
  });

  describe('rate limit', () => {
    beforeEach(pinInsideRateLimitWindow);
    const from = (ip: string, headers: Record<string, string> = {}) => ({ 'CF-Connecting-IP': ip, ...headers });

    it('refuses the 11th submission from one IP within the window, with Retry-After', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await submit(aQuoteRequest(), from('203.0.113.7'))).status).toBe(201);
      }
      const refused = await submit(aQuoteRequest(), from('203.0.113.7'));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await errorOf(refused)).toMatchObject({
        code: 'rate_limited',
        message: 'Too many requests from this connection. Please wait a moment and try again.',
      });
      expect(await db().select().from(quotes)).toHaveLength(10);

      // Another connection is not affected.
      expect((await submit(aQuoteRequest(), from('198.51.100.1'))).status).toBe(201);
    });

    it('answers in the language of the request', async () => {
      await db()
        .insert(rateLimits)
        .values({ bucket: 'quote', client: '203.0.113.7', windowStart: Date.now() - (Date.now() % 600_000), hits: 10 });
      const refused = await submit(aQuoteRequest({ lang: 'fr' }), from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toBe('Trop de demandes depuis cette connexion. Veuillez patienter un instant puis réessayer.');
    });

    it('does not count an idempotent replay, and answers it even over the limit', async () => {
      const retry = from('203.0.113.7', { 'Idempotency-Key': 'quote-replay-0001' });
      const first = await numberOf(await submit(aQuoteRequest(), retry));
      for (let i = 0; i < 10; i += 1) {
        expect(await numberOf(await submit(aQuoteRequest(), retry))).toBe(first);
      }
      const [counter] = await db().select().from(rateLimits);
      expect(counter).toMatchObject({ bucket: 'quote', client: '203.0.113.7', hits: 1 });

      for (let i = 0; i < 9; i += 1) {
        expect((await submit(aQuoteRequest(), from('203.0.113.7'))).status).toBe(201);
      }
      expect((await submit(aQuoteRequest(), from('203.0.113.7'))).status).toBe(429);
      const replay = await submit(aQuoteRequest(), retry);
      expect(replay.status).toBe(201);
      expect(await numberOf(replay)).toBe(first);
    });

    it('counts an IPv6 client by its /64 network, and an IPv4 address in IPv6 form as the IPv4 one', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await submit(aQuoteRequest(), from(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`))).status).toBe(201);
      }
      expect((await submit(aQuoteRequest(), from('2001:0db8:00aa:00bb:ffff:1:2:3'))).status).toBe(429);
      expect((await submit(aQuoteRequest(), from('2001:db8:aa:bc::1'))).status).toBe(201);
      expect(await db().select({ client: rateLimits.client, hits: rateLimits.hits }).from(rateLimits).orderBy(asc(rateLimits.client))).toEqual([
        { client: '2001:db8:aa:bb::/64', hits: 11 },
        { client: '2001:db8:aa:bc::/64', hits: 1 },
      ]);

      await db()
        .insert(rateLimits)
        .values({ bucket: 'quote', client: '203.0.113.9', windowStart: Date.now() - (Date.now() % 600_000), hits: 10 });
      expect((await submit(aQuoteRequest(), from('::ffff:203.0.113.9'))).status).toBe(429);
    });

    it('forgets windows older than a day', async () => {
      const old = Date.now() - 2 * 24 * 3600_000;
      await db()
        .insert(rateLimits)
        .values({ bucket: 'quote', client: '203.0.113.7', windowStart: old - (old % 600_000), hits: 10 });
      expect((await submit(aQuoteRequest(), from('203.0.113.7'))).status).toBe(201);
      expect(await db().select().from(rateLimits)).toMatchObject([{ hits: 1 }]);
    });
  });
});
