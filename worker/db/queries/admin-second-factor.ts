// The administrator's second factor in SQL (the rules are auth/second-factor.ts's): the pending
// secret of a setup, its confirmation with the recovery codes and the audit row in one batch, the
// use of a code (a TOTP step or a recovery code, each spent by one conditional UPDATE so two
// requests racing with the same code cannot both pass), and turning it off, audited.
import { and, count, eq, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { adminRecoveryCodes, adminSecondFactors, auditLog } from '../schema.ts';
import type { Actor } from './admin-lists.ts';

export interface StoredSecondFactor {
  username: string;
  secretCiphertext: string;
  enabled: boolean;
  lastUsedStep: number | null;
}

/** What the audit log calls the second factor. */
const AUDIT_ENTITY = 'admin_second_factor';

/** The audit row of turning TOTP on or off, written only when `when` holds (in the same batch as the change). */
function auditTotpChange(db: Database, change: { actor: Actor; username: string; from: 'on' | 'off'; to: 'on' | 'off' }, when: SQL) {
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`null`.as('id'),
        actor: sql<string>`${change.actor}`.as('actor'),
        action: sql<string>`'update'`.as('action'),
        entityType: sql<string>`${AUDIT_ENTITY}`.as('entity_type'),
        entityId: sql<string>`${change.username}`.as('entity_id'),
        detail: sql<string>`json_object('changes', json_object('totp', json_object('from', ${change.from}, 'to', ${change.to})))`.as('detail'),
        createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
      })
      .from(sql`(select 1)`)
      .where(when),
  );
}

/** The columns of a StoredSecondFactor. */
const storedColumns = {
  username: adminSecondFactors.username,
  secretCiphertext: adminSecondFactors.secretCiphertext,
  enabled: adminSecondFactors.enabled,
  lastUsedStep: adminSecondFactors.lastUsedStep,
};

export async function findSecondFactor(db: Database, username: string): Promise<StoredSecondFactor | null> {
  const [row] = await db.select(storedColumns).from(adminSecondFactors).where(eq(adminSecondFactors.username, username)).limit(1);
  return row ?? null;
}

/** Every stored secret whose ciphertext does not start with `prefix` (the current key's version). */
export async function secondFactorsNotUnder(db: Database, prefix: string): Promise<StoredSecondFactor[]> {
  return db
    .select(storedColumns)
    .from(adminSecondFactors)
    .where(not(sql`substr(${adminSecondFactors.secretCiphertext}, 1, ${prefix.length}) = ${prefix}`));
}

/**
 * Replaces a stored secret's ciphertext by the same secret under another key, only while the row
 * still holds `previous` (a setup or turning off in between wins); true when it did.
 */
export async function replaceSecretCiphertext(db: Database, username: string, previous: string, next: string): Promise<boolean> {
  const replaced = await db
    .update(adminSecondFactors)
    .set({ secretCiphertext: next })
    .where(and(eq(adminSecondFactors.username, username), eq(adminSecondFactors.secretCiphertext, previous)))
    .returning({ username: adminSecondFactors.username });
  return replaced.length > 0;
}

export async function recoveryCodesLeft(db: Database, username: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.username, username), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Stores a new pending secret, replacing an earlier pending one; false when TOTP is on (a setup
 * must never replace the secret in use).
 */
export async function savePendingSecret(db: Database, username: string, secretCiphertext: string): Promise<boolean> {
  const saved = await db
    .insert(adminSecondFactors)
    .values({ username, secretCiphertext, enabled: false })
    .onConflictDoUpdate({
      target: adminSecondFactors.username,
      set: { secretCiphertext, enabled: false, lastUsedStep: null, enabledAt: null },
      setWhere: eq(adminSecondFactors.enabled, false),
    })
    .returning({ username: adminSecondFactors.username });
  return saved.length > 0;
}

/**
 * Turns the pending secret on, its confirming code's step recorded as used, with the hashes of the
 * new recovery codes (the old ones deleted) and the audit row, in one batch. The statements after
 * the first act only if that one did (the row enabled at this instant with this step), so a second
 * confirmation racing with the first changes nothing. False when nothing was pending.
 */
export async function enableSecondFactor(
  db: Database,
  input: { username: string; step: number; now: Date; recoveryCodeHashes: string[]; actor: Actor },
): Promise<boolean> {
  const { username, step, now, recoveryCodeHashes, actor } = input;
  const thisEnablement = sql`exists (select 1 from ${adminSecondFactors} where ${adminSecondFactors.username} = ${username} and ${adminSecondFactors.enabled} = 1 and ${adminSecondFactors.enabledAt} = ${now.getTime()} and ${adminSecondFactors.lastUsedStep} = ${step})`;
  const [enabled] = await db.batch([
    db
      .update(adminSecondFactors)
      .set({ enabled: true, enabledAt: now, lastUsedStep: step })
      .where(and(eq(adminSecondFactors.username, username), eq(adminSecondFactors.enabled, false)))
      .returning({ username: adminSecondFactors.username }),
    db.delete(adminRecoveryCodes).where(and(eq(adminRecoveryCodes.username, username), thisEnablement)),
    db.insert(adminRecoveryCodes).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          username: sql<string>`${username}`.as('username'),
          codeHash: sql<string>`value`.as('code_hash'),
          usedAt: sql<number>`null`.as('used_at'),
        })
        .from(sql`json_each(${JSON.stringify(recoveryCodeHashes)})`)
        .where(thisEnablement),
    ),
    auditTotpChange(db, { actor, username, from: 'off', to: 'on' }, thisEnablement),
  ]);
  return enabled.length > 0;
}

/**
 * Records `step` as the last one used, if it is later than the last one: false for a code already
 * used (or an earlier one), so each code signs in once.
 */
export async function spendTotpStep(db: Database, username: string, step: number): Promise<boolean> {
  const spent = await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminSecondFactors.username, username),
        eq(adminSecondFactors.enabled, true),
        or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ username: adminSecondFactors.username });
  return spent.length > 0;
}

/** Spends an unused recovery code of the username's (TOTP on); false when there is none with that hash. */
export async function spendRecoveryCode(db: Database, username: string, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.username, username),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
        sql`exists (select 1 from ${adminSecondFactors} where ${adminSecondFactors.username} = ${username} and ${adminSecondFactors.enabled} = 1)`,
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent.length > 0;
}

/** Turns TOTP off: the secret and the recovery codes are deleted, audited in the same batch. False when it was not on. */
export async function disableSecondFactor(db: Database, username: string, actor: Actor): Promise<boolean> {
  const [, removed] = await db.batch([
    // Written first, while the row is there to say it was on.
    auditTotpChange(
      db,
      { actor, username, from: 'on', to: 'off' },
      sql`exists (select 1 from ${adminSecondFactors} where ${adminSecondFactors.username} = ${username} and ${adminSecondFactors.enabled} = 1)`,
    ),
    db
      .delete(adminSecondFactors)
      .where(and(eq(adminSecondFactors.username, username), eq(adminSecondFactors.enabled, true)))
      .returning({ username: adminSecondFactors.username }),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.username, username)),
  ]);
  return removed.length > 0;
}
