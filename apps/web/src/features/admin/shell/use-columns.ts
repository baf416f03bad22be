import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions, ParseKeys } from 'i18next';
import type { AdminColumn } from './admin-table';

type Texts = CustomTypeOptions['resources']['translation'];

/** The texts under a dotted key (`admin_orders.columns`). */
type TextsAt<Key extends string, Group = Texts> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Group
    ? TextsAt<Rest, Group[Head]>
    : never
  : Key extends keyof Group
    ? Group[Key]
    : never;

/** The lists whose column headers are the texts under one key, one text a column. */
type ColumnTextsKey =
  | 'admin_content.pages.columns'
  | 'admin_content.messages.columns'
  | 'admin_content.failed_mails.columns'
  | 'admin_orders.columns'
  | 'admin_payments.problems.columns'
  | 'admin_payments.problems.due.columns'
  | 'admin_payments.refunds.columns'
  | 'admin_promotions.columns';

/** How a column sorts (the server's sort key) and lines up; by default it does not sort. */
type ColumnOptions = Pick<AdminColumn<unknown>, 'sortKey' | 'align'>;

type Cell<Row> = (row: Row) => ReactNode;

/**
 * A list's columns headed by the texts under `key`: `column(id, cell)`, or
 * `column(id, { sortKey, align }, cell)`, is the column `id` headed by the text `<key>.<id>`. Its
 * row type comes from the list the column is in (`AdminColumn<Row>[]`).
 */
export function useColumns<Key extends ColumnTextsKey>(key: Key) {
  const { t } = useTranslation();
  type Id = keyof TextsAt<Key> & string;
  function column<Row>(id: Id, cell: Cell<Row>): AdminColumn<Row>;
  function column<Row>(id: Id, options: ColumnOptions, cell: Cell<Row>): AdminColumn<Row>;
  function column<Row>(
    id: Id,
    ...args: [Cell<Row>] | [ColumnOptions, Cell<Row>]
  ): AdminColumn<Row> {
    const [options, cell] = args.length === 1 ? [{}, args[0]] : args;
    return { id, header: t(`${key}.${id}` as ParseKeys), ...options, cell };
  }
  return column;
}
