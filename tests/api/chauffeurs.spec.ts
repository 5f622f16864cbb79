// The chauffeurs and the fleet as the office keeps them (decision 042) against a real D1: listed,
// added and changed (never deleted), every field's refusal in English and French, the plate upper
// case and unique, and an audit row beside every change.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { adminChauffeursRoutes, adminFleetRoutes } from '../../worker/routes/admin/operations.ts';
import type { Chauffeur, FleetVehicle } from '../../worker/contract/schemas/operations-admin.ts';
import { auditLog } from '../../worker/db/schema.ts';
import { t } from '../../worker/contract/i18n/index.ts';
import { adminCaller } from './admin-support.ts';
import { ORIGIN, call, db, errorOf } from './support.ts';

const ACTOR = 'fleet-keeper';
const { call: callAdmin } = adminCaller({ admin: { '/chauffeurs': adminChauffeursRoutes, '/fleet': adminFleetRoutes } }, ACTOR);

const send = (method: string, path: string, body: unknown, lang = 'en') =>
  callAdmin(path, { method, headers: { 'Content-Type': 'application/json', 'Accept-Language': lang }, body: JSON.stringify(body) });
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.actor, ACTOR)).orderBy(asc(auditLog.id));

const CHAUFFEUR = { name: 'Marc Dubois', phone: '+33 6 12 34 56 78', languages: ['fr', 'en'] };
const CAR = { vehicle: 'Mercedes V Class 250D', plate: 'gh-123-jk', colour: 'black' };

async function aChauffeur(body: object = CHAUFFEUR): Promise<Chauffeur> {
  const response = await send('POST', '/api/admin/chauffeurs', body);
  expect(response.status).toBe(201);
  return (await response.json()) as Chauffeur;
}

async function aCar(body: object = CAR): Promise<FleetVehicle> {
  const response = await send('POST', '/api/admin/fleet', body);
  expect(response.status).toBe(201);
  return (await response.json()) as FleetVehicle;
}

describe('/api/admin/chauffeurs', () => {
  it('adds a chauffeur with the phone in E.164, active, audited, and lists active ones first', async () => {
    const marc = await aChauffeur();
    expect(marc).toEqual({ id: expect.any(Number), name: 'Marc Dubois', phone: '+33612345678', languages: ['fr', 'en'], active: true });
    const anna = await aChauffeur({ name: 'Anna Schmidt', phone: '+49 151 23456789', languages: ['de'], active: false });
    const list = (await (await callAdmin('/api/admin/chauffeurs')).json()) as Chauffeur[];
    expect(list.map((chauffeur) => chauffeur.id)).toEqual([marc.id, anna.id]);
    const [created] = await auditRows();
    expect(created).toMatchObject({ action: 'create', entityType: 'chauffeur', entityId: String(marc.id) });
    expect(created!.detail).toMatchObject({ name: 'Marc Dubois', phone: '+33612345678' });
  });

  it('changes a chauffeur, deactivates them, and audits each field’s before and after', async () => {
    const marc = await aChauffeur();
    const response = await send('PATCH', `/api/admin/chauffeurs/${marc.id}`, { active: false, languages: ['fr'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: marc.id, active: false, languages: ['fr'], name: 'Marc Dubois' });
    const update = (await auditRows()).at(-1)!;
    expect(update).toMatchObject({ action: 'update', entityType: 'chauffeur', entityId: String(marc.id) });
    expect(update.detail).toEqual({ name: 'Marc Dubois', changes: { active: { from: true, to: false }, languages: { from: ['fr', 'en'], to: ['fr'] } } });
  });

  it.each([
    ['name missing', { ...CHAUFFEUR, name: undefined }, 'name', 'field.required'],
    ['name blank', { ...CHAUFFEUR, name: '   ' }, 'name', 'field.required'],
    ['name too long', { ...CHAUFFEUR, name: 'x'.repeat(81) }, 'name', 'field.tooLong'],
    ['phone without a country code', { ...CHAUFFEUR, phone: '06 12 34 56 78' }, 'phone', 'adminOperations.field.phone'],
    ['phone not a number', { ...CHAUFFEUR, phone: '+33 abc' }, 'phone', 'adminOperations.field.phone'],
    ['phone too short', { ...CHAUFFEUR, phone: '+33 6 12' }, 'phone', 'adminOperations.field.phone'],
    ['phone missing', { ...CHAUFFEUR, phone: undefined }, 'phone', 'adminOperations.field.phone'],
    ['a language not on the list', { ...CHAUFFEUR, languages: ['fr', 'klingon'] }, 'languages.1', 'adminOperations.field.languages'],
    ['a language twice', { ...CHAUFFEUR, languages: ['fr', 'fr'] }, 'languages', 'adminOperations.field.languages'],
    ['languages not a list', { ...CHAUFFEUR, languages: 'fr' }, 'languages', 'adminOperations.field.languages'],
    ['active not a boolean', { ...CHAUFFEUR, active: 'yes' }, 'active', 'adminOperations.field.active'],
    ['an unknown field', { ...CHAUFFEUR, email: 'marc@example.com' }, 'email', 'field.unknown'],
  ] as const)('refuses a chauffeur with %s, naming the field in English and French', async (_case, body, field, message) => {
    for (const lang of ['en', 'fr'] as const) {
      const response = await send('POST', '/api/admin/chauffeurs', body, lang);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]).toBe(t(lang, message));
    }
    expect(await auditRows()).toEqual([]);
  });

  it('refuses an empty change, a bad field in a change, and an unknown or malformed chauffeur', async () => {
    const marc = await aChauffeur();
    expect((await errorOf(await send('PATCH', `/api/admin/chauffeurs/${marc.id}`, {}))).fields).toEqual({ _: t('en', 'adminOperations.field.noChange') });
    expect((await errorOf(await send('PATCH', `/api/admin/chauffeurs/${marc.id}`, { phone: '12' }, 'fr'))).fields).toEqual({
      phone: t('fr', 'adminOperations.field.phone'),
    });
    for (const id of [String(marc.id + 100), 'abc', '0']) {
      const response = await send('PATCH', `/api/admin/chauffeurs/${id}`, { active: false });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(t('en', 'adminOperations.error.chauffeurNotFound'));
    }
  });

  it('has no delete: 405 naming what is allowed', async () => {
    const marc = await aChauffeur();
    const response = await callAdmin(`/api/admin/chauffeurs/${marc.id}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('PATCH');
  });

  it('is refused signed out (401)', async () => {
    const response = await call('/api/admin/chauffeurs', { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(401);
  });
});

describe('/api/admin/fleet', () => {
  it('adds a car with its plate in upper case, audited, and changes it', async () => {
    const car = await aCar({ ...CAR, plate: '  gh-123-jk ' });
    expect(car).toEqual({ id: expect.any(Number), vehicle: 'Mercedes V Class 250D', plate: 'GH-123-JK', colour: 'black', active: true });
    const response = await send('PATCH', `/api/admin/fleet/${car.id}`, { colour: 'dark blue', active: false });
    expect(await response.json()).toMatchObject({ colour: 'dark blue', active: false, plate: 'GH-123-JK' });
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.entityType, row.entityId])).toEqual([
      ['create', 'fleet_vehicle', String(car.id)],
      ['update', 'fleet_vehicle', String(car.id)],
    ]);
    expect(rows[1]!.detail).toEqual({ plate: 'GH-123-JK', changes: { colour: { from: 'black', to: 'dark blue' }, active: { from: true, to: false } } });
  });

  it('keeps one car per plate, whatever its case: a 409 naming the plate, nothing written', async () => {
    const first = await aCar();
    for (const lang of ['en', 'fr'] as const) {
      const response = await send('POST', '/api/admin/fleet', { ...CAR, plate: 'Gh-123-jK', vehicle: 'Lexus' }, lang);
      expect(response.status).toBe(409);
      const error = await errorOf(response);
      expect(error.code).toBe('conflict');
      expect(error.fields).toEqual({ plate: t(lang, 'adminOperations.field.plateTaken') });
    }
    const other = await aCar({ ...CAR, plate: 'AB-456-CD' });
    const response = await send('PATCH', `/api/admin/fleet/${other.id}`, { plate: 'gh-123-jk' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).fields).toEqual({ plate: t('en', 'adminOperations.field.plateTaken') });
    const list = (await (await callAdmin('/api/admin/fleet')).json()) as FleetVehicle[];
    expect(list.map((car) => car.plate).sort()).toEqual(['AB-456-CD', 'GH-123-JK']);
    expect((await auditRows()).map((row) => row.entityId)).toEqual([String(first.id), String(other.id)]);
  });

  it.each([
    ['a class not of the site', { ...CAR, vehicle: 'Tesla Model S' }, 'vehicle', 'adminOperations.field.vehicle'],
    ['no class', { ...CAR, vehicle: undefined }, 'vehicle', 'adminOperations.field.vehicle'],
    ['no plate', { ...CAR, plate: undefined }, 'plate', 'adminOperations.field.plate'],
    ['a blank plate', { ...CAR, plate: '  ' }, 'plate', 'adminOperations.field.plate'],
    ['a plate with symbols', { ...CAR, plate: 'GH_123/JK' }, 'plate', 'adminOperations.field.plate'],
    ['a plate too long', { ...CAR, plate: 'A'.repeat(17) }, 'plate', 'adminOperations.field.plate'],
    ['a colour too long', { ...CAR, colour: 'x'.repeat(41) }, 'colour', 'field.tooLong'],
    ['active not a boolean', { ...CAR, active: 1 }, 'active', 'adminOperations.field.active'],
    ['an unknown field', { ...CAR, seats: 7 }, 'seats', 'field.unknown'],
  ] as const)('refuses a car with %s, naming the field in English and French', async (_case, body, field, message) => {
    for (const lang of ['en', 'fr'] as const) {
      const response = await send('POST', '/api/admin/fleet', body, lang);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(t(lang, message));
    }
  });

  it('refuses an unknown car and an empty change', async () => {
    const car = await aCar();
    expect((await send('PATCH', `/api/admin/fleet/${car.id + 1}`, { active: false })).status).toBe(404);
    expect((await errorOf(await send('PATCH', `/api/admin/fleet/${car.id}`, {}))).fields).toEqual({ _: t('en', 'adminOperations.field.noChange') });
  });
});
