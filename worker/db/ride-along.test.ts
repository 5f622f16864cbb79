// The rider (the admin guard's session row) travels once: in the read's first batch, beside its first
// single statement, or alone when asked; never decided by the handler's failing batch.
import { describe, expect, it } from 'vitest';
import { rideAlong, type D1Reads } from './ride-along.ts';

interface Sent {
  kind: 'batch' | 'all' | 'first' | 'run' | 'raw';
  sql: string[];
}

/** A D1 that answers each statement with one row naming its SQL, and records what was sent, and how. */
function fakeD1(options: { failBatchWith?: string } = {}) {
  const sent: Sent[] = [];
  const resultOf = (sql: string) => ({ results: [{ sql }], success: true, meta: {} }) as unknown as D1Result;
  const statement = (sql: string): D1PreparedStatement =>
    ({
      sql,
      bind: () => statement(sql),
      all: async () => (sent.push({ kind: 'all', sql: [sql] }), resultOf(sql)),
      first: async () => (sent.push({ kind: 'first', sql: [sql] }), { sql }),
      run: async () => (sent.push({ kind: 'run', sql: [sql] }), resultOf(sql)),
      raw: async () => (sent.push({ kind: 'raw', sql: [sql] }), [[sql]]),
    }) as unknown as D1PreparedStatement;
  const d1: D1Reads = {
    prepare: statement,
    batch: async <T>(statements: D1PreparedStatement[]) => {
      const sqls = statements.map((each) => (each as unknown as { sql: string }).sql);
      sent.push({ kind: 'batch', sql: sqls });
      if (options.failBatchWith && sqls.includes(options.failBatchWith)) throw new Error('D1_ERROR: no such table');
      return sqls.map(resultOf) as D1Result<T>[];
    },
    getBookmark: () => 'bookmark-1',
  };
  return { d1, sent };
}

const RIDER = 'select the session';
const riderOf = (result: D1Result) => (result.results[0] as { sql: string }).sql;

describe('rideAlong', () => {
  it('adds the rider to the first batch, answers the batch its own results, and sends later batches alone', async () => {
    const { d1, sent } = fakeD1();
    const ride = rideAlong(d1, d1.prepare(RIDER));
    const answers = await ride.d1.batch([ride.d1.prepare('select a').bind(1), ride.d1.prepare('select b')]);
    expect(answers.map(riderOf)).toEqual(['select a', 'select b']);
    await ride.d1.batch([ride.d1.prepare('select c')]);
    expect(riderOf(await ride.result())).toBe(RIDER);
    expect(sent).toEqual([
      { kind: 'batch', sql: [RIDER, 'select a', 'select b'] },
      { kind: 'batch', sql: ['select c'] },
    ]);
  });

  it('carries the rider in one batch with a first statement read by all() or run(), answered as that statement alone', async () => {
    const uses = {
      all: (statement: D1PreparedStatement) => statement.all(),
      run: (statement: D1PreparedStatement) => statement.run(),
    };
    for (const use of Object.values(uses)) {
      const { d1, sent } = fakeD1();
      const ride = rideAlong(d1, d1.prepare(RIDER));
      expect(riderOf(await use(ride.d1.prepare('select a').bind(1)))).toBe('select a');
      await ride.d1.prepare('select b').all();
      expect(riderOf(await ride.result())).toBe(RIDER);
      expect(sent).toEqual([
        { kind: 'batch', sql: [RIDER, 'select a'] },
        { kind: 'all', sql: ['select b'] },
      ]);
    }
  });

  it('sends the rider beside a first statement read by first() or raw(), at the same moment, and once', async () => {
    const uses = {
      first: (statement: D1PreparedStatement) => statement.first(),
      raw: (statement: D1PreparedStatement) => statement.raw(),
    };
    for (const [kind, use] of Object.entries(uses)) {
      const { d1, sent } = fakeD1();
      const ride = rideAlong(d1, d1.prepare(RIDER));
      await use(ride.d1.prepare('select a').bind(1));
      await ride.d1.prepare('select b').all();
      expect(riderOf(await ride.result())).toBe(RIDER);
      expect(sent).toEqual([
        { kind: 'all', sql: [RIDER] },
        { kind, sql: ['select a'] },
        { kind: 'all', sql: ['select b'] },
      ]);
    }
  });

  it('reads the rider alone, once, when the handler read nothing', async () => {
    const { d1, sent } = fakeD1();
    const ride = rideAlong(d1, d1.prepare(RIDER));
    expect(riderOf(await ride.result())).toBe(RIDER);
    await ride.result();
    expect(sent).toEqual([{ kind: 'all', sql: [RIDER] }]);
  });

  it('reads the rider alone when the batch it rode with failed, and lets the handler see the failure', async () => {
    const { d1, sent } = fakeD1({ failBatchWith: 'select broken' });
    const ride = rideAlong(d1, d1.prepare(RIDER));
    await expect(ride.d1.batch([ride.d1.prepare('select broken')])).rejects.toThrow('D1_ERROR');
    expect(riderOf(await ride.result())).toBe(RIDER);
    expect(sent).toEqual([
      { kind: 'batch', sql: [RIDER, 'select broken'] },
      { kind: 'all', sql: [RIDER] },
    ]);
  });

  it('keeps the session’s bookmark readable', () => {
    const { d1 } = fakeD1();
    expect(rideAlong(d1, d1.prepare(RIDER)).d1.getBookmark?.()).toBe('bookmark-1');
  });
});
