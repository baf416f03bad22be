import type { ReactNode } from 'react';

/**
 * One of the customer's tables (`.shop-table`: cart lines, order history): its caption for
 * screen readers, a header row of column names, and its body.
 */
export function ShopTable({
  className,
  caption,
  columns,
  children,
}: {
  className: string;
  caption: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <table className={`shop-table ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
