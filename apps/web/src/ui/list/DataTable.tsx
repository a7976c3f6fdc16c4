import type { ReactNode } from 'react';
import { cx } from '../cx.ts';

export type Column<Row> = {
  key: string;
  /** The header's text; with `hideHeader` it is read by screen readers only (an actions column). */
  header: string;
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a `<th scope="row">`, so each cell is announced with it. */
  rowHeader?: boolean;
  /** Shown from this width up: secondary columns give way first on narrower tables. */
  from?: 'lg' | 'xl';
  align?: 'end';
  /** The order the server returns the rows in (`aria-sort`), on the one column it sorts by. */
  sorted?: 'ascending' | 'descending';
};

const FROM = { lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const;
const edge = (i: number, n: number) => (i === 0 || i === n - 1 ? 'px-5' : 'px-3');

/**
 * A list as a table on wide screens (caption, column headers with scope, row headers) and, given
 * `card`, as a list of cards below 768 px, where a table would need sideways scrolling.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  card,
}: {
  /** The table's name (its caption, read by screen readers; also the cards list's label). */
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  card?: (row: Row) => ReactNode;
}) {
  const n = columns.length;
  return (
    <>
      <div className={cx('overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', card && 'hidden md:block')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={c.sorted}
                  className={cx('py-3', edge(i, n), c.from && FROM[c.from], c.align === 'end' && 'text-right')}
                >
                  {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/60">
                {columns.map((c, i) => {
                  const cls = cx(
                    c.align === 'end' ? 'py-2' : 'py-3',
                    edge(i, n),
                    c.from && FROM[c.from],
                    'align-middle text-slate-700',
                  );
                  return c.rowHeader ? (
                    <th key={c.key} scope="row" className={cx(cls, 'text-left font-normal')}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={cls}>
                      {c.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className="space-y-3 md:hidden" aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
