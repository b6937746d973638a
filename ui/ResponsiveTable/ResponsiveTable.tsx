import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

export interface ResponsiveTableProps extends Omit<TableProps, 'children'> {
  /** `Table.Thead` and `Table.Tbody`, as for Mantine's `Table`. Give each value cell `data-label` (its column's
   * name, shown beside the value on a phone) and the cell of the row's buttons `data-actions`. */
  children: ReactNode;
  /** The width the table needs from the `sm` breakpoint up; narrower, it scrolls sideways inside its box. */
  minWidth?: CSSProperties['minWidth'];
  /** The head on a phone: `hidden` (for screen readers only; the default) or `sort`, a head of sort buttons kept
   * on screen as a wrapped row after “Sort by”. */
  phoneHead?: 'hidden' | 'sort';
}

/**
 * A table from the `sm` breakpoint (768 px) up, a list of cards below it, so every row's buttons are on screen on a
 * phone without scrolling sideways (docs/patterns.md#lists-on-a-phone).
 */
export function ResponsiveTable({
  children,
  minWidth,
  phoneHead = 'hidden',
  className,
  ...props
}: ResponsiveTableProps) {
  return (
    <div
      className={classes.scroll}
      style={minWidth === undefined ? undefined : ({ '--rt-min-width': toCss(minWidth) } as CSSProperties)}
    >
      <Table
        {...props}
        data-head={phoneHead}
        className={className ? `${classes.table} ${className}` : classes.table}
      >
        {children}
      </Table>
    </div>
  );
}

const toCss = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The head cell over the rows' buttons (their `data-actions` cells): the column is named “Actions” for screen
 * readers and has no words on screen.
 */
export function ActionsHead() {
  return (
    <Table.Th scope="col">
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
