// A row's values as a select list, for an `INSERT … SELECT … WHERE` that inserts only while a
// condition holds (a cap, a limit), counted in the same statement.
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * Every column of `table` in order (what `INSERT … SELECT` needs): a value given, else the
 * column's default as `values()` would write it, else null (the id). Values go through the
 * column's own mapping (a Date to its milliseconds, a boolean to 0/1).
 */
export function selectedValues(table: SQLiteTable, row: Record<string, unknown>): SQL {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = row[key] === undefined ? column.default : row[key];
    if (value === undefined || value === null) return sql`null`;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return sql.join(values, sql`, `);
}
