import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { excursionQuotes, idempotencyKeys, numberSequences, outbox, rateLimits } from '../../worker/db/schema.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { excursionQuoteResponseSchema } from '../../worker/contract/schemas/excursion-quote.ts';
import { anExcursion, anExcursionQuoteRequest, aQuoteRequest } from './factories.ts';
import { answerOf, call, db, errorOf, pinInsideRateLimitWindow, postJson } from './support.ts';

const submit = (body: unknown, headers: Record<string, string> = {}) => postJson('/api/exquotes', body, headers);
const numberOf = async (response: Response) => (await answerOf(response, excursionQuoteResponseSchema)).exQuoteNumber;
/** The numbering year: the current year in Paris. */
const year = () => toParis(new Date()).date.slice(0, 4);
const exQuotes = () => db().select().from(excursionQuotes).orderBy(asc(excursionQuotes.id));
const emails = () => db().select().from(outbox).orderBy(asc(outbox.id));

/** The excursion of most tests: English and French words, as the admin writes them. */
const aBilingualExcursion = () =>
  anExcursion({
    key: 'paris-highlights',
    title: 'Paris Highlights',
    titleFr: 'Les incontournables de Paris',
    highlights: ['Eiffel Tower', 'Louvre', 'Montmartre'],
    highlightsFr: ['Tour Eiffel', 'Le Louvre', 'Montmartre'],
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/exquotes', () => {
  it('stores the request with every detail and the server’s own title, and queues the customer and admin e-mails', async () => {
    const excursionId = await aBilingualExcursion();
    const request = anExcursionQuoteRequest(excursionId, {
      selectedHighlights: ['Eiffel Tower', 'Montmartre'],
      stopLocations: ['Hôtel Plaza Athénée, Paris', '  Gare du Nord  '],
    });
    const response = await submit(request);
    expect(response.status).toBe(201);
    const exQuoteNumber = `EX-${year()}-0001`;
    expect(await answerOf(response, excursionQuoteResponseSchema)).toEqual({ exQuoteNumber });

    const stored = await exQuotes();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        exQuoteNumber,
        status: 'pending',
        important: false,
        lang: 'en',
        excursionId,
        // The client's excursionTitle is ignored: the excursion's own, in the request's language.
        excursionTitle: 'Paris Highlights',
        selectedHighlights: ['Eiffel Tower', 'Montmartre'],
        stopLocations: ['Hôtel Plaza Athénée, Paris', 'Gare du Nord'],
        withPhotographer: true,
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire.martin@example.com',
        phone: '33612345678',
        comments: 'We travel with a toddler.',
        paymentState: 'none',
        bookingReference: null,
        offerSummary: null,
        tripAt: null,
        tripMinutes: null,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      },
    ]);
    const [exQuote] = stored;

    const queued = await emails();
    expect(queued).toHaveLength(2);
    const [toCustomer, toAdmin] = queued;
    expect(toCustomer).toMatchObject({
      kind: 'exquote.customer',
      toAddress: 'claire.martin@example.com',
      replyTo: null,
      lang: 'en',
      subject: `Your excursion request ${exQuoteNumber}`,
      relatedType: 'excursion_quote',
      relatedId: exQuote?.id,
    });
    for (const detail of [
      `Request number: ${exQuoteNumber}`,
      'Excursion: Paris Highlights',
      'Places to visit: Eiffel Tower\nMontmartre',
      'Stops: 1. Hôtel Plaza Athénée, Paris\n2. Gare du Nord',
      'Photographer: Yes',
      'Name: Claire Martin',
      'Telephone: 33612345678',
      'nothing has been charged',
    ]) {
      expect(toCustomer?.text).toContain(detail);
    }
    expect(toCustomer?.html).toContain('Hôtel Plaza Athénée, Paris<br>2. Gare du Nord');
    // The comments reach the company only: an acknowledgement repeats no free text (no relay).
    expect(toCustomer!.text + toCustomer!.html).not.toContain('toddler');

    expect(toAdmin).toMatchObject({
      kind: 'exquote.admin',
      toAddress: 'office@example.test',
      replyTo: 'claire.martin@example.com',
      lang: 'en',
      subject: `New excursion quote ${exQuoteNumber} — Claire Martin, Paris Highlights`,
      relatedType: 'excursion_quote',
      relatedId: exQuote?.id,
    });
    for (const detail of [
      'Language: English',
      'Places to visit: Eiffel Tower\nMontmartre',
      'Photographer: Yes',
      'Comments: We travel with a toddler.',
      'The customer has received an acknowledgement',
    ]) {
      expect(toAdmin?.text).toContain(detail);
    }
    for (const email of queued) expect(email.html + email.text + email.subject).not.toContain('[quote-number-');
    // Delivered right after the response by the local outbox provider.
    expect(queued.map((email) => email.status)).toEqual(['sent', 'sent']);
  });

  it('answers a French request in French: the French title, French places accepted, the summary in French', async () => {
    const excursionId = await aBilingualExcursion();
    const response = await submit(
      anExcursionQuoteRequest(excursionId, { lang: 'fr', selectedHighlights: ['Tour Eiffel', 'Le Louvre'], stopLocations: [], withPhotographer: false }),
    );
    expect(response.status).toBe(201);
    const exQuoteNumber = await numberOf(response);
    expect(await exQuotes()).toMatchObject([
      {
        lang: 'fr',
        excursionTitle: 'Les incontournables de Paris',
        selectedHighlights: ['Tour Eiffel', 'Le Louvre'],
        stopLocations: [],
        withPhotographer: false,
      },
    ]);

    const [toCustomer, toAdmin] = await emails();
    expect(toCustomer).toMatchObject({ kind: 'exquote.customer', lang: 'fr', subject: `Votre demande d’excursion ${exQuoteNumber}` });
    // French typography: a no-break space before the colon of each line.
    for (const detail of [
      'Excursion\u00a0: Les incontournables de Paris',
      'Lieux à visiter\u00a0: Tour Eiffel\nLe Louvre',
      'Photographe\u00a0: Non',
      'lien de paiement sécurisé',
    ]) {
      expect(toCustomer?.text).toContain(detail);
    }
    expect(toCustomer?.text).not.toContain('Arrêts');
    expect(toCustomer!.text + toCustomer!.html).not.toContain('toddler');
    expect(toAdmin).toMatchObject({ kind: 'exquote.admin', lang: 'en' });
    expect(toAdmin?.text).toContain('Language: Français');
    expect(toAdmin?.text).toContain('Photographer: No');
  });

  it('takes places in either language, whatever the request’s language, and the English title when there is no French one', async () => {
    const excursionId = await anExcursion({
      title: 'Versailles Day',
      highlights: ['Hall of Mirrors', 'Gardens'],
      highlightsFr: ['Galerie des Glaces', 'Jardins'],
    });
    const response = await submit(anExcursionQuoteRequest(excursionId, { lang: 'fr', selectedHighlights: ['Hall of Mirrors', 'Jardins'] }));
    expect(response.status).toBe(201);
    expect(await exQuotes()).toMatchObject([{ excursionTitle: 'Versailles Day', selectedHighlights: ['Hall of Mirrors', 'Jardins'] }]);
  });

  it('accepts the spec’s payload: the id as text, no places, no stops, no photographer', async () => {
    const excursionId = await anExcursion();
    const response = await submit({
      excursionId: String(excursionId),
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '34612345678',
    });
    expect(response.status).toBe(201);
    expect(await exQuotes()).toMatchObject([{ excursionId, selectedHighlights: [], stopLocations: [], withPhotographer: false, comments: '', lang: 'en' }]);
  });

  it('numbers excursion quotes one after another within the year, apart from the transfer quotes', async () => {
    const excursionId = await anExcursion();
    expect((await postJson('/api/quotes', aQuoteRequest())).status).toBe(201);
    expect(await numberOf(await submit(anExcursionQuoteRequest(excursionId)))).toBe(`EX-${year()}-0001`);
    expect(await numberOf(await submit(anExcursionQuoteRequest(excursionId, { email: 'ana@example.com' })))).toBe(`EX-${year()}-0002`);
    expect((await exQuotes()).map((exQuote) => exQuote.exQuoteNumber)).toEqual([`EX-${year()}-0001`, `EX-${year()}-0002`]);
    const [toAna] = await db().select().from(outbox).where(eq(outbox.toAddress, 'ana@example.com'));
    expect(toAna?.subject).toBe(`Your excursion request EX-${year()}-0002`);
  });

  it('numbers by the year in Paris, which starts an hour before UTC', async () => {
    const excursionId = await anExcursion();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T23:30:00Z'));
    expect(await numberOf(await submit(anExcursionQuoteRequest(excursionId)))).toBe('EX-2031-0001');
  });

  it('escapes customer text in the e-mails and keeps subjects on one line', async () => {
    const excursionId = await anExcursion();
    await submit(
      anExcursionQuoteRequest(excursionId, {
        firstName: 'Eve\u2028Bcc: victim@example.com',
        stopLocations: ['<img src=x onerror=alert(1)>'],
        comments: '<script>alert(1)</script>',
      }),
    );
    const queued = await emails();
    expect(queued).toHaveLength(2);
    for (const email of queued) {
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<img src=x');
      expect(email.html).toContain('&lt;img src=x');
      expect(email.subject).not.toMatch(/[\r\n\u2028]/);
    }
    const [toCustomer, toAdmin] = queued;
    expect(toAdmin?.html).toContain('&lt;script&gt;');
    expect(toCustomer!.html + toCustomer!.text).not.toContain('script');
  });

  it("the customer's summary repeats no free text: no comments, and a name cut to 40 characters", async () => {
    const excursionId = await anExcursion();
    const firstName = 'Visit https://cheap-pills.example today for the best prices';
    await submit(anExcursionQuoteRequest(excursionId, { firstName, comments: 'Buy now at https://cheap-pills.example' }));
    const [toCustomer, toAdmin] = await emails();
    expect(toCustomer?.text).not.toContain('Buy now');
    expect(toCustomer?.text).not.toContain('best prices');
    expect(toCustomer?.text).toContain(`${[...firstName].slice(0, 39).join('').trimEnd()}…`);
    expect(toAdmin?.text).toContain('Buy now at https://cheap-pills.example');
    expect(toAdmin?.text).toContain(firstName);
  });

  it('sends one address at most three acknowledgements a day, counting every form; each request is stored and the company told', async () => {
    const excursionId = await anExcursion();
    expect((await postJson('/api/quotes', aQuoteRequest({ email: 'target@example.com' }))).status).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      expect((await submit(anExcursionQuoteRequest(excursionId, { email: i % 2 ? 'Target@Example.com' : 'target@example.com' }))).status).toBe(201);
    }
    expect(await exQuotes()).toHaveLength(4);
    const queued = await emails();
    expect(queued.filter((email) => email.kind === 'exquote.admin')).toHaveLength(4);
    expect(queued.filter((email) => email.kind === 'exquote.customer')).toHaveLength(2);
    // The company's notification says so when the customer's copy was left out.
    const toAdmin = queued
      .filter((email) => email.kind === 'exquote.admin')
      .map((email) => email.text.includes('The customer was not sent an acknowledgement'));
    expect(toAdmin).toEqual([false, false, true, true]);
  });

  describe('validation', () => {
    const required = { en: 'Please fill in all required fields.', fr: 'Veuillez remplir tous les champs obligatoires.' };
    const phone = {
      en: 'Please enter a valid phone number (numbers only, at least 6 digits).',
      fr: 'Veuillez saisir un numéro de téléphone valide (chiffres uniquement, au moins 6 chiffres).',
    };
    const unknownExcursion = { en: 'This excursion is no longer offered.', fr: 'Cette excursion n’est plus proposée.' };
    const invalid = { en: 'This value is not valid.', fr: 'Cette valeur n’est pas valide.' };
    const without = (field: string) => (request: Record<string, unknown>) => Object.fromEntries(Object.entries(request).filter(([name]) => name !== field));

    interface Excursions {
      active: number;
      inactive: number;
    }
    const cases: Array<{
      title: string;
      change: (request: Record<string, unknown>, excursions: Excursions) => Record<string, unknown>;
      field: string;
      message: { en: string; fr: string };
    }> = [
      ...(['firstName', 'lastName', 'email', 'phone'] as const).flatMap((field) => [
        { title: `a missing ${field}`, change: without(field), field, message: required },
        { title: `a blank ${field}`, change: (request: Record<string, unknown>) => ({ ...request, [field]: ' \u00a0 ' }), field, message: required },
      ]),
      {
        title: 'an invalid e-mail',
        change: (request) => ({ ...request, email: 'claire@' }),
        field: 'email',
        message: { en: 'Email is invalid', fr: 'Adresse e-mail invalide' },
      },
      { title: 'a phone with letters', change: (request) => ({ ...request, phone: '0612ab5678' }), field: 'phone', message: phone },
      { title: 'a phone of 5 digits', change: (request) => ({ ...request, phone: '12345' }), field: 'phone', message: phone },
      { title: 'a phone written with spaces', change: (request) => ({ ...request, phone: '+33 6 12 34 56 78' }), field: 'phone', message: phone },
      { title: 'a missing excursion', change: without('excursionId'), field: 'excursionId', message: unknownExcursion },
      {
        title: 'an excursion id that is not a number',
        change: (request) => ({ ...request, excursionId: 'paris' }),
        field: 'excursionId',
        message: unknownExcursion,
      },
      {
        title: 'an excursion id that is not a whole number',
        change: (request) => ({ ...request, excursionId: 1.5 }),
        field: 'excursionId',
        message: unknownExcursion,
      },
      { title: 'an excursion id of the wrong type', change: (request) => ({ ...request, excursionId: [1] }), field: 'excursionId', message: unknownExcursion },
      { title: 'an unknown excursion', change: (request) => ({ ...request, excursionId: 987654 }), field: 'excursionId', message: unknownExcursion },
      {
        title: 'an inactive excursion',
        change: (request, { inactive }) => ({ ...request, excursionId: inactive }),
        field: 'excursionId',
        message: unknownExcursion,
      },
      {
        title: 'a place the excursion does not visit',
        change: (request) => ({ ...request, selectedHighlights: ['Eiffel Tower', 'Disneyland'] }),
        field: 'selectedHighlights',
        message: { en: 'Choose the places to visit from the excursion’s list.', fr: 'Choisissez les lieux à visiter dans la liste de l’excursion.' },
      },
      {
        title: 'a place of another excursion',
        change: (request) => ({ ...request, selectedHighlights: ['Hall of Mirrors'] }),
        field: 'selectedHighlights',
        message: { en: 'Choose the places to visit from the excursion’s list.', fr: 'Choisissez les lieux à visiter dans la liste de l’excursion.' },
      },
      {
        title: 'a blank stop',
        change: (request) => ({ ...request, stopLocations: ['Gare du Nord', '  '] }),
        field: 'stopLocations.1',
        message: { en: 'A stop cannot be empty.', fr: 'Un arrêt ne peut pas être vide.' },
      },
      {
        title: 'six stops',
        change: (request) => ({ ...request, stopLocations: ['A', 'B', 'C', 'D', 'E', 'F'] }),
        field: 'stopLocations',
        message: { en: 'Maximum 5 stops allowed.', fr: '5 arrêts au maximum.' },
      },
      {
        title: 'a photographer that is not true or false',
        change: (request) => ({ ...request, withPhotographer: 'yes' }),
        field: 'withPhotographer',
        message: invalid,
      },
      {
        title: 'a field the request does not have',
        change: (request) => ({ ...request, price: '10' }),
        field: 'price',
        message: { en: 'This field is not part of this request.', fr: 'Ce champ ne fait pas partie de cette demande.' },
      },
    ];

    for (const lang of ['en', 'fr'] as const) {
      for (const { title, change, field, message } of cases) {
        it(`refuses ${title}, naming the field (${lang})`, async () => {
          const excursions = {
            active: await aBilingualExcursion(),
            inactive: await anExcursion({ title: 'Hidden', highlights: ['Hall of Mirrors'], active: false }),
          };
          const response = await submit(change(anExcursionQuoteRequest(excursions.active, { lang }), excursions));
          expect(response.status).toBe(400);
          const error = await errorOf(response);
          expect(error.code).toBe('validation_failed');
          expect(error.message).toBe(lang === 'en' ? 'Some fields need your attention.' : 'Certains champs doivent être corrigés.');
          expect(error.fields).toEqual({ [field]: message[lang] });
          expect(await exQuotes()).toHaveLength(0);
          expect(await emails()).toHaveLength(0);
        });
      }
    }

    it('names every problem of the form at once', async () => {
      const excursionId = await anExcursion();
      const response = await submit(anExcursionQuoteRequest(excursionId, { firstName: '', email: 'nope', phone: '12', withPhotographer: 1 }));
      expect((await errorOf(response)).fields).toEqual({
        firstName: required.en,
        email: 'Email is invalid',
        phone: phone.en,
        withPhotographer: invalid.en,
      });
    });

    it('answers in French when the browser asks for French', async () => {
      const excursionId = await anExcursion();
      const { lang: _english, ...withoutLang } = anExcursionQuoteRequest(excursionId, { phone: '' });
      const response = await submit(withoutLang, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
      expect((await errorOf(response)).fields).toEqual({ phone: required.fr });
    });

    it('stores the language the browser asks for when the body names none', async () => {
      const excursionId = await aBilingualExcursion();
      const { lang: _english, ...withoutLang } = anExcursionQuoteRequest(excursionId);
      expect((await submit(withoutLang, { 'Accept-Language': 'fr-FR,fr;q=0.9' })).status).toBe(201);
      expect(await exQuotes()).toMatchObject([{ lang: 'fr', excursionTitle: 'Les incontournables de Paris' }]);
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await submit('{"firstName": "Claire",');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_json');
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await call('/api/exquotes', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'firstName=Claire' });
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe('unsupported_media_type');
    });

    it('answers another method with 405, naming POST', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await call('/api/exquotes', { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('Allow')).toBe('POST');
        expect((await errorOf(response)).code).toBe('method_not_allowed');
      }
    });
  });

  describe('honeypot', () => {
    it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
      const excursionId = await anExcursion();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await submit(anExcursionQuoteRequest(excursionId, { website: 'https://cheap-pills.example' }));
      expect(response.status).toBe(201);
      expect(await answerOf(response, excursionQuoteResponseSchema)).toEqual({ exQuoteNumber: `EX-${year()}-0000` });
      expect(await exQuotes()).toHaveLength(0);
      expect(await emails()).toHaveLength(0);
      expect(await db().select().from(numberSequences)).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
    });

    it('gives a bot the same validation errors as a person', async () => {
      const excursionId = await anExcursion();
      const response = await submit(anExcursionQuoteRequest(excursionId, { website: 'https://cheap-pills.example', selectedHighlights: ['Disneyland'] }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ selectedHighlights: 'Choose the places to visit from the excursion’s list.' });
    });
  });

  describe('Idempotency-Key', () => {
    it('stores one request for a retried one and answers the same number', async () => {
      const excursionId = await anExcursion();
      const headers = { 'Idempotency-Key': 'exquote-retry-0001' };
      const first = await submit(anExcursionQuoteRequest(excursionId), headers);
      expect(first.status).toBe(201);
      const body = await answerOf(first, excursionQuoteResponseSchema);
      const second = await submit(anExcursionQuoteRequest(excursionId), headers);
      expect(second.status).toBe(201);
      expect(await answerOf(second, excursionQuoteResponseSchema)).toEqual(body);
      expect(body).toEqual({ exQuoteNumber: `EX-${year()}-0001` });
      expect(await exQuotes()).toHaveLength(1);
      expect(await emails()).toHaveLength(2);
      expect(await db().select().from(idempotencyKeys)).toMatchObject([{ id: 'exquote:exquote-retry-0001', responseStatus: 201 }]);
    });

    it('refuses the same key with a different body (422)', async () => {
      const excursionId = await anExcursion();
      const headers = { 'Idempotency-Key': 'exquote-retry-0002' };
      await submit(anExcursionQuoteRequest(excursionId), headers);
      const response = await submit(anExcursionQuoteRequest(excursionId, { comments: 'Something else' }), headers);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('idempotency_conflict');
      expect(await exQuotes()).toHaveLength(1);
    });
  });

  describe('rate limit', () => {
    beforeEach(pinInsideRateLimitWindow);
    const from = (ip: string) => ({ 'CF-Connecting-IP': ip });

    it('refuses the 11th request from one IP within the window, with Retry-After, counted apart from the other forms', async () => {
      const excursionId = await anExcursion();
      for (let i = 0; i < 10; i += 1) {
        expect((await submit(anExcursionQuoteRequest(excursionId), from('203.0.113.7'))).status).toBe(201);
      }
      const refused = await submit(anExcursionQuoteRequest(excursionId, { lang: 'fr' }), from('203.0.113.7'));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await errorOf(refused)).toMatchObject({
        code: 'rate_limited',
        message: 'Trop de demandes depuis cette connexion. Veuillez patienter un instant puis réessayer.',
      });
      expect(await exQuotes()).toHaveLength(10);
      expect(await db().select({ bucket: rateLimits.bucket, hits: rateLimits.hits }).from(rateLimits)).toEqual([{ bucket: 'exquote', hits: 11 }]);

      // Another connection is not affected, nor another form from the same one.
      expect((await submit(anExcursionQuoteRequest(excursionId), from('198.51.100.1'))).status).toBe(201);
      expect((await postJson('/api/quotes', aQuoteRequest(), from('203.0.113.7'))).status).toBe(201);
    });
  });
});
