// The meeting-point library through the admin API (decision 042): the list with each place's words
// now, an edit (both languages, validated, audited), a reset (audited when there was an edit), an
// unknown place, the guard; meetingPointFor preferring the administrator's words; and the booking
// confirmation and the request page carrying the meeting point in the customer's language.
import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { INCLUDED_WAITING_MINUTES } from '../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { MEETING_PLACE_IDS, defaultMeetingWords } from '../../worker/contract/meeting-points.ts';
import type { AdminMeetingPoint } from '../../worker/contract/schemas/admin-meeting-points.ts';
import { openRequestPage } from '../../worker/bookings/request-page.ts';
import { auditLog, meetingPoints, outbox } from '../../worker/db/schema.ts';
import { meetingPointFor } from '../../worker/operations/meeting-points.ts';
import { aStoredQuote } from './factories.ts';
import { ORIGIN, TEST_ADMIN, adminHeaders, call, db, errorOf, signIn } from './support.ts';

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});

const PATH = '/api/admin/meeting-points';
const list = async () => {
  const response = await call(PATH, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminMeetingPoint[];
};
const put = (placeId: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`${PATH}/${placeId}`, { method: 'PUT', headers: { ...adminHeaders(cookie), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const reset = (placeId: string) => call(`${PATH}/${placeId}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: ORIGIN } });

const WORDS = {
  instructionsEn: 'Your chauffeur waits at exit 8 of the arrivals hall of Terminal 2E, by the pharmacy. {minutes} minutes of waiting are included.',
  instructionsFr: 'Votre chauffeur vous attend à la porte 8 du hall des arrivées du terminal 2E, près de la pharmacie. {minutes} minutes d’attente comprises.',
};
const filled = (text: string) => text.replace('{minutes}', String(INCLUDED_WAITING_MINUTES));

const audits = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'meeting_point')).orderBy(asc(auditLog.id));

describe('GET /api/admin/meeting-points', () => {
  it('lists every library place in order with the library’s words, none edited', async () => {
    const places = await list();
    expect(places.map((place) => place.placeId)).toEqual([...MEETING_PLACE_IDS]);
    const cdg2e = places.find((place) => place.placeId === 'cdg-2e');
    expect(cdg2e).toMatchObject({
      name: { en: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', fr: 'Aéroport Paris-Charles-de-Gaulle (CDG), terminal 2E' },
      edited: false,
      updatedAt: null,
      updatedBy: null,
    });
    // As written, `{minutes}` included: filled where the customer reads them.
    expect(cdg2e!.instructionsEn).toContain('{minutes}');
  });

  it('answers 401 without a session, for every method', async () => {
    expect((await call(PATH)).status).toBe(401);
    expect(
      (await call(`${PATH}/cdg-2e`, { method: 'PUT', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify(WORDS) })).status,
    ).toBe(401);
    expect((await call(`${PATH}/cdg-2e`, { method: 'DELETE', headers: { Origin: ORIGIN } })).status).toBe(401);
    expect(await db().select().from(meetingPoints)).toEqual([]);
  });
});

describe('PUT /api/admin/meeting-points/:placeId', () => {
  it('saves the administrator’s words, shown as edited in the list, with an audit row', async () => {
    const response = await put('cdg-2e', WORDS);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminMeetingPoint;
    expect(saved).toMatchObject({ placeId: 'cdg-2e', ...WORDS, edited: true, updatedBy: TEST_ADMIN.username });
    expect(new Date(saved.updatedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await list()).find((place) => place.placeId === 'cdg-2e')).toMatchObject({ ...WORDS, edited: true });

    // A second edit replaces the first.
    expect((await put('cdg-2e', { ...WORDS, instructionsEn: 'Exit 10.' })).status).toBe(200);
    expect(await db().select().from(meetingPoints)).toMatchObject([{ placeId: 'cdg-2e', instructionsEn: 'Exit 10.', instructionsFr: WORDS.instructionsFr }]);
    expect(await audits()).toMatchObject([
      { actor: TEST_ADMIN.username, action: 'meeting-point-edit', entityId: 'cdg-2e', detail: { title: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E' } },
      { actor: TEST_ADMIN.username, action: 'meeting-point-edit', entityId: 'cdg-2e' },
    ]);
  });

  it('keeps line breaks and trims invisible ends', async () => {
    const response = await put('orly-3', { instructionsEn: '  Exit 3.\nBy the café.  ', instructionsFr: '\u200bSortie 3.\r\nPrès du café.' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ instructionsEn: 'Exit 3.\nBy the café.', instructionsFr: 'Sortie 3.\r\nPrès du café.' });
  });

  const MAX = FIELD_LIMITS.meetingPointInstructions;
  it.each([
    ['no English', { instructionsFr: WORDS.instructionsFr }, 'instructionsEn', 'This field is required.'],
    ['no French', { instructionsEn: WORDS.instructionsEn }, 'instructionsFr', 'This field is required.'],
    ['empty English', { ...WORDS, instructionsEn: '' }, 'instructionsEn', 'This field is required.'],
    ['blank French', { ...WORDS, instructionsFr: ' \u00a0\u200b ' }, 'instructionsFr', 'This field is required.'],
    ['English too long', { ...WORDS, instructionsEn: 'a'.repeat(MAX + 1) }, 'instructionsEn', 'too long'],
    ['French too long', { ...WORDS, instructionsFr: 'é'.repeat(MAX + 1) }, 'instructionsFr', 'too long'],
    ['a control character', { ...WORDS, instructionsEn: 'Exit\u0007 8' }, 'instructionsEn', 'control'],
    ['an escape in French', { ...WORDS, instructionsFr: 'Porte \u001b[31m8' }, 'instructionsFr', 'control'],
    ['a number', { ...WORDS, instructionsEn: 8 }, 'instructionsEn', 'not valid'],
  ])('refuses %s (400, naming the field), storing nothing', async (_name, body, field, message) => {
    const response = await put('gare-du-nord', body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect((error.fields?.[field] ?? '').toLowerCase()).toContain(message.toLowerCase());
    expect(await db().select().from(meetingPoints)).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('refuses in French when the dashboard asks in French', async () => {
    const response = await put('gare-du-nord', { ...WORDS, instructionsFr: '' }, { 'Accept-Language': 'fr' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.['instructionsFr']).toMatch(/obligatoire/i);
  });

  it('the words at the limit are accepted', async () => {
    expect((await put('gare-du-nord', { instructionsEn: 'a'.repeat(MAX), instructionsFr: 'é'.repeat(MAX) })).status).toBe(200);
  });

  it('answers 404 for a place the library does not have, a built-in landmark included', async () => {
    for (const placeId of ['eiffel-tower', 'cdg-2h', 'CDG-2E', 'nowhere']) {
      const response = await put(placeId, WORDS);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
      expect((await reset(placeId)).status).toBe(404);
    }
    expect(await db().select().from(meetingPoints)).toEqual([]);
  });

  it('refuses a body that is not JSON, and a foreign origin', async () => {
    expect((await put('cdg-2e', 'instructionsEn=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(403);
    expect((await put('cdg-2e', WORDS, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await put('cdg-2e', '{"instructionsEn":')).status).toBe(400);
  });
});

describe('DELETE /api/admin/meeting-points/:placeId', () => {
  it('goes back to the library’s words, audited once', async () => {
    await put('gare-de-lyon', WORDS);
    const response = await reset('gare-de-lyon');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ placeId: 'gare-de-lyon', edited: false, updatedAt: null, updatedBy: null });
    expect((await list()).find((place) => place.placeId === 'gare-de-lyon')).toMatchObject({ edited: false });
    expect(await db().select().from(meetingPoints)).toEqual([]);

    // Resetting a place never edited changes nothing and writes nothing to the trail.
    expect((await reset('gare-de-lyon')).status).toBe(200);
    expect((await audits()).map((row) => row.action)).toEqual(['meeting-point-edit', 'meeting-point-reset']);
    expect((await audits())[1]).toMatchObject({ actor: TEST_ADMIN.username, entityId: 'gare-de-lyon', detail: { title: 'Gare de Lyon, Paris' } });
  });

  it('answers 405 for another method', async () => {
    expect((await call(`${PATH}/cdg-2e`, { method: 'POST', headers: adminHeaders(cookie), body: '{}' })).status).toBe(405);
    expect((await call(PATH, { method: 'POST', headers: adminHeaders(cookie), body: '{}' })).status).toBe(405);
  });
});

describe('meetingPointFor', () => {
  it('answers the library’s words, then the administrator’s once edited, in each language, {minutes} filled', async () => {
    const place = 'Aéroport de Paris-Charles de Gaulle Terminal 2E, 95700 Roissy';
    expect(await meetingPointFor(db(), place, 'en')).toEqual({
      placeId: 'cdg-2e',
      name: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      instructions: defaultMeetingWords('cdg-2e', 'en'),
    });
    await put('cdg-2e', WORDS);
    expect(await meetingPointFor(db(), place, 'en')).toMatchObject({ instructions: filled(WORDS.instructionsEn) });
    expect(await meetingPointFor(db(), place, 'fr')).toEqual({
      placeId: 'cdg-2e',
      name: 'Aéroport Paris-Charles-de-Gaulle (CDG), terminal 2E',
      instructions: filled(WORDS.instructionsFr),
    });
    // Another terminal keeps the library's words.
    expect(await meetingPointFor(db(), 'CDG T2F', 'en')).toMatchObject({ placeId: 'cdg-2f', instructions: defaultMeetingWords('cdg-2f', 'en') });
  });

  it('answers null for an ordinary address', async () => {
    expect(await meetingPointFor(db(), '12 Rue de Lyon, 75012 Paris', 'en')).toBeNull();
    expect(await meetingPointFor(db(), 'Eiffel Tower, Paris', 'fr')).toBeNull();
  });
});

describe('the customer reads the meeting point', () => {
  const OFFER = { lines: [{ label: 'Transfer', amountCents: 13_050 }], depositCents: 6_525, validityHours: 48 };

  /** A transfer offered, then paid in full by bank transfer as the office records it: the booking confirmed. */
  async function confirmedTransfer(overrides: Parameters<typeof aStoredQuote>[0]) {
    const quote = await aStoredQuote(overrides);
    const offer = await call('/api/email/send', {
      method: 'POST',
      headers: adminHeaders(cookie),
      body: JSON.stringify({
        to: 'claire.martin@example.com',
        subject: 'Your offer',
        htmlContent: `<p>${REQUEST_PAGE_LINK_FIELD}</p>`,
        quoteId: quote.id,
        quoteKind: 'transfer',
        offer: OFFER,
      }),
    });
    expect(offer.status).toBe(200);
    const paid = await call(`/api/admin/bookings/transfer/${quote.id}/payments`, {
      method: 'POST',
      headers: adminHeaders(cookie),
      body: JSON.stringify({ amountCents: 13_050, method: 'bank_transfer' }),
    });
    expect(paid.status).toBe(201);
    const [email] = await db().select().from(outbox).where(eq(outbox.kind, 'booking.confirmed'));
    if (!email) throw new Error('no confirmation was queued');
    const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
    if (!token) throw new Error('the confirmation carries no request link');
    const opened = await openRequestPage({ db: db(), client: '203.0.113.9', cardPayments: false, bankTransfer: null, now: new Date() }, token);
    if (opened.status !== 'ok') throw new Error(`the request page answered ${opened.status}`);
    return { email, view: opened.view };
  }

  it('in English: the confirmation and the request page carry the edited words for the pickup', async () => {
    await put('cdg-2e', WORDS);
    const { email, view } = await confirmedTransfer({ lang: 'en' });
    expect(email.text).toContain('Where we meet you');
    expect(email.text).toContain(filled(WORDS.instructionsEn));
    expect(email.html).toContain('Where we meet you');
    expect(email.html).toContain('Terminal 2E, by the pharmacy.');
    expect(email.text).not.toContain('for the return');
    expect(view.meetingPoints).toEqual([
      { leg: 'outbound', placeId: 'cdg-2e', name: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', instructions: filled(WORDS.instructionsEn) },
    ]);
  });

  it('in French, for a round trip: the pickup’s and the return’s meeting points', async () => {
    const pickupAt = new Date(Date.now() + 72 * 3_600_000);
    const returnAt = new Date(pickupAt.getTime() + 5 * 24 * 3_600_000);
    const date = (at: Date) => at.toISOString().slice(0, 10);
    const { email, view } = await confirmedTransfer({
      lang: 'fr',
      pickupAt,
      pickupLocation: 'Orly 3',
      dropoffLocation: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
      transferType: 'ROUND_TRIP',
      returnDate: date(returnAt),
      returnTime: '10:00',
      returnAt,
    });
    expect(email.text).toContain('Où nous vous retrouvons');
    expect(email.text).toContain(defaultMeetingWords('orly-3', 'fr'));
    expect(email.text).toContain('Où nous vous retrouvons pour le retour');
    expect(email.text).toContain(defaultMeetingWords('gare-de-lyon', 'fr'));
    expect(view.meetingPoints.map((point) => [point.leg, point.placeId])).toEqual([
      ['outbound', 'orly-3'],
      ['return', 'gare-de-lyon'],
    ]);
    expect(view.meetingPoints[0]!.instructions).toBe(defaultMeetingWords('orly-3', 'fr'));
  });

  it('nothing for a pickup at an ordinary address', async () => {
    const { email, view } = await confirmedTransfer({ pickupLocation: '12 Rue de Lyon, 75012 Paris', dropoffLocation: 'Eiffel Tower, Paris' });
    expect(email.text).not.toContain('Where we meet you');
    expect(view.meetingPoints).toEqual([]);
  });
});
