// The chauffeur's sheet and calendar feed by signed link against a real D1 (decision 042): the link
// made by the office (its token answered once, only its hash kept, audited), the sheet of that
// chauffeur's trips only — with the customer's name and phone, never a price or their e-mail — and
// a link that expired, was revoked, belongs to a chauffeur no longer active, or is malformed opens
// nothing; lookups are rate-limited; reading changes nothing.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { adminChauffeurLinksRoutes } from '../../worker/routes/admin/chauffeur-links.ts';
import { REQUEST_LINK_LOOKUPS_PER_WINDOW } from '../../worker/contract/booking-words.ts';
import { CHAUFFEUR_LINK_DAYS } from '../../worker/contract/operations-numbers.ts';
import { auditLog, chauffeurLinks, chauffeurs, fleetVehicles, quotes, tripAssignments } from '../../worker/db/schema.ts';
import { openChauffeurSheet } from '../../worker/operations/chauffeur-sheet.ts';
import { requestTokenHash } from '../../worker/bookings/request-links.ts';
import { aStoredQuote } from './factories.ts';
import { adminCaller } from './admin-support.ts';
import { TEST_ADMIN, call, db } from './support.ts';

const { post: postAdmin } = adminCaller({ admin: { '/chauffeurs': adminChauffeurLinksRoutes } }, TEST_ADMIN.username);
const HOUR = 3_600_000;
const CLIENT = '198.51.100.77';

async function aChauffeur(name: string, active = true) {
  const [row] = await db()
    .insert(chauffeurs)
    .values({ name, phone: '+33611223344', languages: ['fr'], active })
    .returning();
  return row!;
}

/** A confirmed transfer `hours` ahead driven by `chauffeurId`. */
async function aTripFor(chauffeurId: number, hours: number, overrides: Parameters<typeof aStoredQuote>[0] = {}) {
  const quote = await aStoredQuote({ pickupAt: new Date(Date.now() + hours * HOUR), ...overrides }, { status: 'confirmed' });
  const [car] = await db()
    .insert(fleetVehicles)
    .values({ vehicle: 'Mercedes E Class', plate: `AA-${String(quote.id).padStart(3, '0')}-ZZ` })
    .returning();
  await db().insert(tripAssignments).values({ quoteKind: 'transfer', quoteId: quote.id, leg: 'outbound', chauffeurId, vehicleId: car!.id, updatedBy: 'alice' });
  return quote;
}

async function linkFor(chauffeurId: number): Promise<string> {
  const made = await postAdmin(`/api/admin/chauffeurs/${chauffeurId}/links`, {});
  expect(made.status).toBe(201);
  const { url } = (await made.json()) as { url: string };
  return url.split('/').pop()!;
}

const open = (token: string, lang: 'en' | 'fr' = 'en', client = CLIENT) => openChauffeurSheet({ db: db(), client, now: new Date() }, token, lang);

describe('the chauffeur’s sheet link', () => {
  it('is made by the office once, kept as a hash only, expiring, and audited', async () => {
    const chauffeur = await aChauffeur('Karim Benali');
    const made = await postAdmin(`/api/admin/chauffeurs/${chauffeur.id}/links`, {});
    expect(made.status).toBe(201);
    const { url, expiresAt } = (await made.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/www\.paris-elite-chauffeur\.fr\/chauffeur\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop()!;
    const [stored] = await db().select().from(chauffeurLinks);
    expect(stored!.tokenHash).toBe(await requestTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan((CHAUFFEUR_LINK_DAYS - 1) * 24 * HOUR);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'chauffeur-link'))).toEqual([
      expect.objectContaining({ actor: TEST_ADMIN.username, entityType: 'chauffeur', entityId: String(chauffeur.id) }),
    ]);
  });

  it('is refused for an unknown chauffeur, one no longer active, and without a session', async () => {
    expect((await postAdmin('/api/admin/chauffeurs/999/links', {})).status).toBe(404);
    expect((await postAdmin('/api/admin/chauffeurs/abc/links', {})).status).toBe(404);
    const retired = await aChauffeur('Old Timer', false);
    expect((await postAdmin(`/api/admin/chauffeurs/${retired.id}/links`, {})).status).toBe(409);
    const anonymous = await call(`/api/admin/chauffeurs/${retired.id}/links`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(chauffeurLinks)).toEqual([]);
  });
});

describe('the chauffeur’s sheet', () => {
  it('lists that chauffeur’s trips only, with the customer’s name and phone, never a price or their e-mail', async () => {
    const karim = await aChauffeur('Karim Benali');
    const sophie = await aChauffeur('Sophie Laurent');
    const mine = await aTripFor(karim.id, 3);
    await aTripFor(sophie.id, 4, { lastName: 'Someone-Else' });
    await db()
      .update(quotes)
      .set({
        offerSummary: { version: 1, state: 'paid', totalCents: 13_050, depositCents: 6_525, paidCents: 13_050, refundedCents: 0, validUntil: 0 } as never,
      })
      .where(eq(quotes.id, mine.id));
    const token = await linkFor(karim.id);

    const opened = await open(token);
    expect(opened.status).toBe('ok');
    if (opened.status !== 'ok') return;
    const trips = opened.view.days.flatMap((day) => day.trips);
    expect(opened.view.chauffeur.name).toBe('Karim Benali');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      number: mine.quoteNumber,
      customer: { name: 'Claire Martin', phone: '+33612345678' },
      flightTrainNumber: 'AF1234',
      passengers: 2,
      options: ['Suitcases × 2', 'Child seats × 1'],
      vehicle: { vehicle: 'Mercedes E Class' },
      // The pickup is a library place (CDG 2E): the chauffeur sees where to wait.
      meetingPoint: { name: expect.stringContaining('2E'), instructions: expect.any(String) },
    });
    const everything = JSON.stringify(opened.view);
    expect(everything).not.toContain('claire.martin@example.com');
    expect(everything).not.toMatch(/cents|13050|130[.,]50|€/i);
    expect(everything).not.toContain('Someone-Else');
  });

  it('opens nothing once expired, revoked, for a chauffeur no longer active, or for a malformed token', async () => {
    const karim = await aChauffeur('Karim Benali');
    const token = await linkFor(karim.id);
    expect((await open(token)).status).toBe('ok');
    expect((await open('not-a-token')).status).toBe('notFound');
    expect((await open('A'.repeat(43))).status).toBe('notFound');

    await db()
      .update(chauffeurLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(token)).status).toBe('notFound');
    await db()
      .update(chauffeurLinks)
      .set({ expiresAt: new Date(Date.now() + 24 * HOUR) });
    expect((await open(token)).status).toBe('ok');

    await db().update(chauffeurs).set({ active: false }).where(eq(chauffeurs.id, karim.id));
    expect((await open(token)).status).toBe('notFound');
    await db().update(chauffeurs).set({ active: true }).where(eq(chauffeurs.id, karim.id));

    const revoked = await postAdmin(`/api/admin/chauffeurs/${karim.id}/links/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect((await open(token)).status).toBe('notFound');
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'chauffeur-links-revoke'))).toHaveLength(1);
  });

  it('counts every lookup against the client’s limit', async () => {
    const karim = await aChauffeur('Karim Benali');
    const token = await linkFor(karim.id);
    for (let n = 0; n < REQUEST_LINK_LOOKUPS_PER_WINDOW; n += 1) await open(token, 'en', '198.51.100.78');
    expect((await open(token, 'en', '198.51.100.78')).status).toBe('rateLimited');
    expect((await open(token, 'en', '198.51.100.79')).status).toBe('ok');
  });

  it('serves the trips as a calendar feed, a GET that changes nothing, and 404 for a link that opens nothing', async () => {
    const karim = await aChauffeur('Karim Benali');
    await aTripFor(karim.id, 5);
    const token = await linkFor(karim.id);
    const before = await env.DB.prepare('select (select count(*) from chauffeur_links) as links, (select count(*) from audit_log) as audit').first();
    const feed = await call(`/chauffeur/${token}/trips.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('Cache-Control')).toBe('private, no-store');
    expect(feed.headers.get('Referrer-Policy')).toBe('no-referrer');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('+33612345678');
    expect(text).not.toContain('claire.martin@example.com');
    expect(await env.DB.prepare('select (select count(*) from chauffeur_links) as links, (select count(*) from audit_log) as audit').first()).toEqual(before);
    expect((await call(`/chauffeur/${'B'.repeat(43)}/trips.ics`)).status).toBe(404);
    expect((await call(`/fr/chauffeur/${token}/trips.ics`)).status).toBe(200);
  });
});
