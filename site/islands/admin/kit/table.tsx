// A table of the back office (the Audit trail, the Security screen's sign-in attempts): its caption
// and column headings; on a phone each row becomes a card whose cells say their column's name
// (admin.css reads it from each cell's data-label).
import type { ReactNode } from 'react';

export interface TableProps {
  caption: string;
  /** The caption's classes: it is only heard unless told. */
  captionClassName?: string;
  columns: readonly string[];
  /** The rows (<tr>), each cell with its column's name as data-label. */
  children: ReactNode;
  /** The table's classes: rows as cards on a phone unless told (Insights keeps its short tables as tables). */
  className?: string;
}

export function Table({ caption, captionClassName = 'sr-only', columns, children, className = 'adm-table' }: TableProps) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
