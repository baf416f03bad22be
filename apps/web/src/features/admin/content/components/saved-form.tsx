import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { AdminPage } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { SaveBar } from './save-button';
import { saveOnCtrlS } from './save-shortcut';

/**
 * The form of a record saved as a whole (settings, opening hours, delivery slots): its values
 * made from the record by `valuesOf`, checked by its schema, sent by `save`; the server's text
 * goes in a toast and the record it answers becomes the new baseline; a refusal goes under its
 * fields.
 */
export function useSavedForm<Saved, Values extends FieldValues>(
  schema: z.ZodType<Values>,
  record: Saved,
  valuesOf: (record: Saved) => Values,
  save: (values: Values) => Promise<{ data: Saved; text: string }>,
) {
  const form = useSchemaForm<Values, Values>(schema, valuesOf(record));
  const reportError = useReportSaveError(form.setError);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await save(input);
      notify.success(answer.text);
      form.reset(valuesOf(answer.data));
    } catch (error) {
      reportError(error);
    }
  });
  return { form, onSubmit };
}

/** Such a form's page: its title, the form (Ctrl+S saves), Save and the unsaved-changes guard. */
export function SavedFormPage<Values extends FieldValues>({
  title,
  className,
  form,
  onSubmit,
  footer,
  children,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  title: string;
  /** Added to the form's classes. */
  className?: string;
  /** Under Save (when it was last saved). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminPage title={title}>
      <form
        className={`admin-form admin-content__form${className ? ` ${className}` : ''}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={(event) => saveOnCtrlS(event, () => void onSubmit())}
      >
        {children}
        <SaveBar form={form} />
        {footer}
      </form>
    </AdminPage>
  );
}

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
