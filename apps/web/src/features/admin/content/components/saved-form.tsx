import type { BaseSyntheticEvent, ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { Loaded } from '../../common/load-state';
import { AdminPage } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import type { WholeRecord } from '../api/whole-record';
import { SaveBar } from './save-button';
import { saveOnCtrlS } from './save-shortcut';

/** The titles of the pages of records saved as a whole. */
type SavedRecordTitleKey = `admin_content.${'settings' | 'hours' | 'slots'}.title`;

/**
 * The form of a record saved as a whole (settings, opening hours, delivery slots): its values
 * made from the stored record by `valuesOf`, checked by the record's schema, saved by its PUT
 * (`sent`: what goes, the values unless the record needs more); the server's text goes in a toast
 * and the record it answers becomes the new baseline; a refusal goes under its fields.
 */
export function useSavedForm<Saved, Values extends Record<string, unknown>>(
  record: WholeRecord<Saved, Values>,
  stored: Saved,
  valuesOf: (stored: Saved) => Values,
  sent: (values: Values) => Values = (values) => values,
) {
  const save = record.useSave();
  const form = useSchemaForm<Values, Values>(record.schema, valuesOf(stored));
  const reportError = useReportSaveError(form.setError);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await save.mutateAsync(sent(input));
      notify.success(answer.text);
      form.reset(valuesOf(answer.data));
    } catch (error) {
      reportError(error);
    }
  });
  return { form, onSubmit };
}

/**
 * `useSavedForm` of a record whose form carries the operator's language (the language its texts
 * are answered in: opening hours, delivery slots): `valuesOf` makes the values in it and every
 * save sends it.
 */
export function useSavedFormInLanguage<Saved, Values extends { language?: string }>(
  record: WholeRecord<Saved, Values>,
  stored: Saved,
  valuesOf: (stored: Saved, language: Language) => Values,
) {
  const language = useLanguage();
  return useSavedForm(
    record,
    stored,
    (saved) => valuesOf(saved, language),
    (values) => ({ ...values, language }),
  );
}

/**
 * The page of a record saved as a whole: its title (`titleKey`) and the load's state until the
 * record is there, then `Form` with it.
 */
export function savedRecordPage<Saved, Values extends Record<string, unknown>>(
  titleKey: SavedRecordTitleKey,
  record: WholeRecord<Saved, Values>,
  Form: ComponentType<{ record: Saved }>,
) {
  return function SavedRecordPage() {
    const { t } = useTranslation();
    return (
      <Loaded title={t(titleKey)} query={record.useRecord()}>
        {(stored) => <Form record={stored} />}
      </Loaded>
    );
  };
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
