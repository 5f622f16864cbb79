// The chauffeurs' signed links in SQL (decision 042): a link stored by its token's hash, the chauffeur
// a live link opens (not expired, not revoked, the chauffeur still active), and all of a chauffeur's
// links revoked at once — each change with its audit row in the same batch.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auditLog, chauffeurLinks, chauffeurs } from '../schema.ts';

export async function findChauffeur(db: Database, id: number) {
  return (await db.select().from(chauffeurs).where(eq(chauffeurs.id, id)).get()) ?? null;
}

export async function insertChauffeurLink(db: Database, link: { chauffeurId: number; tokenHash: string; expiresAt: Date; actor: string }): Promise<void> {
  await db.batch([
    db.insert(chauffeurLinks).values({ chauffeurId: link.chauffeurId, tokenHash: link.tokenHash, expiresAt: link.expiresAt, createdBy: link.actor }),
    db.insert(auditLog).values({
      actor: link.actor,
      action: 'chauffeur-link',
      entityType: 'chauffeur',
      entityId: String(link.chauffeurId),
      detail: { expiresAt: link.expiresAt.toISOString() },
    }),
  ]);
}

/** The active chauffeur a live link's hash opens, or null. */
export async function chauffeurOfLink(db: Database, tokenHash: string, now: Date): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: chauffeurs.id, name: chauffeurs.name })
    .from(chauffeurLinks)
    .innerJoin(chauffeurs, eq(chauffeurs.id, chauffeurLinks.chauffeurId))
    .where(and(eq(chauffeurLinks.tokenHash, tokenHash), gt(chauffeurLinks.expiresAt, now), isNull(chauffeurLinks.revokedAt), eq(chauffeurs.active, true)))
    .limit(1);
  return row ?? null;
}

/** Revokes every live link of the chauffeur; returns how many. */
export async function revokeChauffeurLinks(db: Database, chauffeurId: number, actor: string, now: Date): Promise<number> {
  const [revoked] = await db.batch([
    db
      .update(chauffeurLinks)
      .set({ revokedAt: now })
      .where(and(eq(chauffeurLinks.chauffeurId, chauffeurId), isNull(chauffeurLinks.revokedAt), gt(chauffeurLinks.expiresAt, now)))
      .returning({ id: chauffeurLinks.id }),
    db.insert(auditLog).values({ actor, action: 'chauffeur-links-revoke', entityType: 'chauffeur', entityId: String(chauffeurId), detail: {} }),
  ]);
  return revoked.length;
}
