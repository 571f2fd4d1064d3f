import { Table, type TableProps } from '@fluentui/react-components';

/**
 * Fluent's Table with columns as wide as their content (automatic table layout; Fluent's own is
 * fixed, equal columns, which overlaps a date with the next cell on a tablet), small rows.
 */
export function DataTable({ style, ...props }: TableProps) {
  return <Table size="small" {...props} style={{ tableLayout: 'auto', ...style }} />;
}
