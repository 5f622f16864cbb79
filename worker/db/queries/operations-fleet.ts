// The chauffeurs and the fleet as the office keeps them (decision 042), in SQL: listed, added and
// changed, each change with its audit row in the same batch. Nothing is deleted: a chauffeur or a car
// that drove keeps its trips, and is deactivated instead.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Chauffeur, FleetVehicle } from '../../contract/schemas/operations-admin.ts';
import type { Database } from '../client.ts';
import { auditLog, chauffeurs, fleetVehicles } from '../schema.ts';

const now = () => new Date();

const chauffeurOf = (row: typeof chauffeurs.$inferSelect): Chauffeur => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  languages: row.languages,
  active: row.active,
});

const vehicleOf = (row: typeof fleetVehicles.$inferSelect): FleetVehicle => ({
  id: row.id,
  vehicle: row.vehicle,
  plate: row.plate,
  colour: row.colour,
  active: row.active,
});

/** Active ones first, then by name (chauffeurs) or plate (cars). */
export async function listChauffeurs(db: Database): Promise<Chauffeur[]> {
  const rows = await db.select().from(chauffeurs).orderBy(desc(chauffeurs.active), asc(chauffeurs.name), asc(chauffeurs.id));
  return rows.map(chauffeurOf);
}

export async function listFleet(db: Database): Promise<FleetVehicle[]> {
  const rows = await db.select().from(fleetVehicles).orderBy(desc(fleetVehicles.active), asc(fleetVehicles.plate));
  return rows.map(vehicleOf);
}

export async function findChauffeur(db: Database, id: number): Promise<Chauffeur | null> {
  const [row] = await db.select().from(chauffeurs).where(eq(chauffeurs.id, id));
  return row ? chauffeurOf(row) : null;
}

export async function findFleetVehicle(db: Database, id: number): Promise<FleetVehicle | null> {
  const [row] = await db.select().from(fleetVehicles).where(eq(fleetVehicles.id, id));
  return row ? vehicleOf(row) : null;
}

/** The audit row of a record just inserted in the same batch (its id is SQLite's last row id). */
const auditInserted = (db: Database, actor: string, entityType: 'chauffeur' | 'fleet_vehicle', detail: Record<string, unknown>) =>
  db.insert(auditLog).values({ actor, action: 'create', entityType, entityId: sql`cast(last_insert_rowid() as text)`, detail });

export interface NewChauffeur {
  name: string;
  phone: string;
  languages: string[];
  active: boolean;
}

export async function createChauffeur(db: Database, values: NewChauffeur, actor: string): Promise<Chauffeur> {
  const [inserted] = await db.batch([
    db.insert(chauffeurs).values(values).returning(),
    auditInserted(db, actor, 'chauffeur', { name: values.name, phone: values.phone, languages: values.languages, active: values.active }),
  ]);
  return chauffeurOf(inserted[0]!);
}

/** Changes what `change` names; null when there is no such chauffeur. The audit row keeps each field's before and after. */
export async function updateChauffeur(db: Database, id: number, change: Partial<NewChauffeur>, actor: string): Promise<Chauffeur | null> {
  const before = await findChauffeur(db, id);
  if (!before) return null;
  const changes = changesOf(before, change);
  const [updated] = await db.batch([
    db
      .update(chauffeurs)
      .set({ ...change, updatedAt: now() })
      .where(eq(chauffeurs.id, id))
      .returning(),
    db.insert(auditLog).values({ actor, action: 'update', entityType: 'chauffeur', entityId: String(id), detail: { name: before.name, changes } }),
  ]);
  return updated[0] ? chauffeurOf(updated[0]) : null;
}

export interface NewFleetVehicle {
  vehicle: string;
  plate: string;
  colour: string;
  active: boolean;
}

/** Adds a car; a plate already taken fails the batch with SQLite's unique violation (nothing written). */
export async function createFleetVehicle(db: Database, values: NewFleetVehicle, actor: string): Promise<FleetVehicle> {
  const [inserted] = await db.batch([
    db.insert(fleetVehicles).values(values).returning(),
    auditInserted(db, actor, 'fleet_vehicle', { vehicle: values.vehicle, plate: values.plate, colour: values.colour, active: values.active }),
  ]);
  return vehicleOf(inserted[0]!);
}

export async function updateFleetVehicle(db: Database, id: number, change: Partial<NewFleetVehicle>, actor: string): Promise<FleetVehicle | null> {
  const before = await findFleetVehicle(db, id);
  if (!before) return null;
  const changes = changesOf(before, change);
  const [updated] = await db.batch([
    db
      .update(fleetVehicles)
      .set({ ...change, updatedAt: now() })
      .where(eq(fleetVehicles.id, id))
      .returning(),
    db.insert(auditLog).values({ actor, action: 'update', entityType: 'fleet_vehicle', entityId: String(id), detail: { plate: before.plate, changes } }),
  ]);
  return updated[0] ? vehicleOf(updated[0]) : null;
}

/** Each changed field's before and after, for the audit row. */
function changesOf<Row extends object>(before: Row, change: Partial<Row>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(change)) {
    const from = (before as Record<string, unknown>)[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
