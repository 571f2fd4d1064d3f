import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses } from '@fluentui/react-components';
import { DataTable } from './DataTable';
import { LoadError } from './LoadError';
import { Loading } from './Loading';
import { Section } from './Section';

const useStyles = makeStyles({ nowrap: { whiteSpace: 'nowrap' } });

/** One column of a staff list: its header and what each row shows under it. */
export interface StaffColumn<Row> {
  /** Tells the columns apart (React's key); never shown. */
  key: string;
  /** The header's text, translated by the screen (`t('jobs.kind')`: the texts check sees the key there). */
  header: string;
  /** What one row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Keeps the cell on one line (dates and times). */
  nowrap?: boolean;
  /** A class of the screen's own for this column's cells (a narrow column of small text, say). */
  className?: string;
}

/** What {@link StaffTable} shows: the columns, the rows (each keyed by its `id`) and the heading that names the table. */
export interface StaffTableProps<Row extends { id: string }> {
  /** The columns, in their order on the screen. */
  columns: readonly StaffColumn<Row>[];
  /** The items, one table row each, in the order given. */
  rows: readonly Row[];
  /** The id of the heading that names the table for assistive technology. */
  labelledBy: string;
}

/** A list as a {@link DataTable}: a header row from the columns, then one row per item. */
export function StaffTable<Row extends { id: string }>({ columns, rows, labelledBy }: StaffTableProps<Row>) {
  const styles = useStyles();
  // One class is passed as it is: merging it first would only rename Griffel's sequence class.
  const cellClass = ({ nowrap, className }: StaffColumn<Row>) => (nowrap && className ? mergeClasses(styles.nowrap, className) : nowrap ? styles.nowrap : className);
  return (
    <DataTable aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.key} className={cellClass(column)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </DataTable>
  );
}

/** What {@link StaffTableSection} shows: a list read from the server, in a section with a heading. */
export interface StaffTableSectionProps<Row extends { id: string }> {
  /** The screen's query of the list (`{ items }`). */
  query: UseQueryResult<{ items: Row[] }, unknown>;
  /** The section's heading, which names the table too. */
  title: string;
  /** The heading's id. */
  id: string;
  /**
   * The line above the table saying how many items there are (`role="status"`). When given, an
   * empty list shows that line alone; without it the table is shown even when empty.
   */
  count?: (count: number) => string;
  /** The table's columns (see {@link StaffTable}). */
  columns: readonly StaffColumn<Row>[];
}

/**
 * A screen's list: a spinner while it loads, the error with a retry if it failed, else a
 * {@link Section} with the count line (when asked for) and the {@link StaffTable}.
 */
export function StaffTableSection<Row extends { id: string }>({ query, title, id, count, columns }: StaffTableSectionProps<Row>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.items;
  return (
    <Section title={title} id={id}>
      {count && <p role="status">{count(rows.length)}</p>}
      {(!count || rows.length > 0) && <StaffTable columns={columns} rows={rows} labelledBy={id} />}
    </Section>
  );
}
