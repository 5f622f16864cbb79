// A statement that rides along with the first read of a request (decision 047): the admin guard's
// look at the session's row travels in the same D1 batch as the handler's first batch, or its first
// statement read with all() or run() (whose answer a batch gives in the same shape), so a list, a
// poll or the Insights pay one round trip to the database instead of two. Where the handler's first
// read is raw() or first() instead (rows as arrays, one row), the rider goes on its own beside it, at
// the same moment; where the handler reads nothing, when it is asked for. Either way it is read
// exactly once.

/** What drizzle's D1 driver and the D1 session middleware use of a binding or a session. */
export interface D1Reads {
  prepare(query: string): D1PreparedStatement;
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
  getBookmark?(): D1SessionBookmark | null;
}

export interface RideAlong {
  /** The database to hand the handler: `d1`, but whose first read carries the rider. */
  d1: D1Reads;
  /** The rider's result: from the batch it rode with, or read now if nothing has carried it yet. */
  result(): Promise<D1Result>;
}

/** The statements this module handed out, each to the D1 statement it stands for. */
const standsFor = new WeakMap<object, D1PreparedStatement>();

export function rideAlong(d1: D1Reads, rider: D1PreparedStatement): RideAlong {
  let result: Promise<D1Result> | undefined;
  /** The rider alone, if no read carried it: once. */
  const alone = () => (result ??= rider.all());

  /**
   * `statements` in one batch with the rider ahead of them, unless it has gone already. Should the
   * batch fail (a statement of the handler's), the rider is read alone: its answer must not depend
   * on the handler's.
   */
  const carrying = async <T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> => {
    if (result) return d1.batch<T>(statements);
    const both = d1.batch([rider, ...statements]);
    result = both.then(
      ([first]) => first ?? rider.all(),
      () => rider.all(),
    );
    return (await both).slice(1) as D1Result<T>[];
  };

  /** `statement`, but its first execution sends the rider alongside. */
  const watched = (statement: D1PreparedStatement): D1PreparedStatement => {
    const carried = async <T>() => (await carrying<T>([statement]))[0] as D1Result<T>;
    const stand = {
      bind: (...values: unknown[]) => watched(statement.bind(...values)),
      first: (column?: string) => {
        void alone();
        return column === undefined ? statement.first() : statement.first(column);
      },
      run: () => (result ? statement.run() : carried()),
      all: () => (result ? statement.all() : carried()),
      raw: (options?: { columnNames?: boolean }) => {
        void alone();
        return options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw();
      },
    };
    standsFor.set(stand, statement);
    // Only what drizzle's driver calls is there; the type is D1's for the callers' sake.
    return stand as unknown as D1PreparedStatement;
  };

  const reads: D1Reads = {
    prepare: (query) => watched(d1.prepare(query)),
    batch: <T>(statements: D1PreparedStatement[]) => carrying<T>(statements.map((statement) => standsFor.get(statement) ?? statement)),
    ...(d1.getBookmark ? { getBookmark: () => d1.getBookmark?.() ?? null } : {}),
  };
  return { d1: reads, result: alone };
}
