import type { ReactNode } from 'react';

/** A list of rows the operator adds and removes (closures, delivery slots), in its panel. */
export function RowList({
  count,
  emptyText,
  addLabel,
  onAdd,
  children,
}: {
  count: number;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {count === 0 ? <p className="admin-content__muted">{emptyText}</p> : null}
      {children}
      <div>
        <button type="button" className="button button--light" onClick={onAdd}>
          + {addLabel}
        </button>
      </div>
    </>
  );
}

/** One row of a `RowList`: its fields, named "<legend> <number>" to screen readers, and Remove. */
export function RowFieldset({
  testId,
  legend,
  index,
  removeLabel,
  onRemove,
  children,
}: {
  testId: string;
  legend: string;
  index: number;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="opening-hours__closure" data-testid={testId}>
      <legend className="visually-hidden">
        {legend} {index + 1}
      </legend>
      {children}
      <button type="button" className="button button--ghost button--small" onClick={onRemove}>
        {removeLabel}
      </button>
    </fieldset>
  );
}
