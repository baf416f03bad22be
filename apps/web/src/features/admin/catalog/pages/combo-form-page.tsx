import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CATALOG_LIMITS, adminComboWriteSchema, type AdminComboDetail } from '@storefront/shared';
import { useFieldErrorText } from '../../../../ui/form';
import { CheckboxField } from '../../common/input-field';
import { AdminPanel } from '../../shell/admin-page';
import { RecordFormPage } from '../../shell/record-form';
import { CATALOG_RESOURCES } from '../api/catalog-api';
import { StepEditor, type ComboFormValues, type StepValues } from '../components/step-editor';
import { blankTexts, filledTexts } from '../../shell/texts-fields';
import { CatalogRecordFields } from '../components/catalog-fields';
import { usePriceLabel, type PriceLabel } from '../components/price-label';
import { useCatalogRecordPage } from '../components/catalog-record-page';
import '../components/catalog.css';

type Output = z.output<typeof adminComboWriteSchema>;

function blankStep(): StepValues {
  return {
    category_id: '',
    qty: '1',
    max_qty: '',
    extra_price: '0',
    translations: blankTexts(['title']),
    items: [],
  };
}

function initialValues(detail: AdminComboDetail | undefined): ComboFormValues {
  if (!detail) {
    return {
      translations: blankTexts(['title', 'description']),
      price: '',
      is_featured: false,
      is_available: true,
      sort_order: '',
      steps: [blankStep()],
    };
  }
  return {
    translations: filledTexts(['title', 'description'], detail.translations),
    price: String(detail.price),
    is_featured: detail.is_featured,
    is_available: detail.is_available,
    sort_order: String(detail.sort_order),
    steps: detail.steps.map((step) => ({
      id: step.id,
      category_id: String(step.category_id),
      qty: String(step.qty),
      // Issue 17 item 4: a step without extras shows the field empty, as a new step does ("the
      // same as Items to choose"), so raising qty later does not leave a stale maximum behind.
      max_qty: step.max_qty > step.qty ? String(step.max_qty) : '',
      extra_price: String(step.extra_price),
      translations: filledTexts(['title'], step.translations),
      items: step.items.map((item) => ({ item_id: item.item_id, price: String(item.price) })),
    })),
  };
}

/** Back office: a new combo (/admin/catalog/combos/new) or one to edit (…/combos/:id). */
export default function ComboFormPage() {
  return (
    <RecordFormPage<AdminComboDetail, ComboFormValues, Output>
      {...useCatalogRecordPage('combos', (detail: AdminComboDetail) => detail.title)}
      invalidates={[CATALOG_RESOURCES.combos, CATALOG_RESOURCES.items]}
      schema={adminComboWriteSchema}
      initialValues={initialValues}
    >
      {(form, detail) => <ComboBody form={form} editing={detail !== undefined} />}
    </RecordFormPage>
  );
}

type ComboForm = UseFormReturn<ComboFormValues, unknown, Output>;

/** The combo's fields and steps, their prices labelled with or without VAT (issue 17 item 3). */
function ComboBody({ form, editing }: { form: ComboForm; editing: boolean }) {
  const priceLabel = usePriceLabel();
  return (
    <>
      <ComboFields form={form} priceLabel={priceLabel} />
      <StepsPanel form={form} editing={editing} priceLabel={priceLabel} />
    </>
  );
}

function ComboFields({ form, priceLabel }: { form: ComboForm; priceLabel: PriceLabel }) {
  const { t } = useTranslation();
  return (
    <CatalogRecordFields
      form={form}
      priceLabel={priceLabel}
      idPrefix="combo"
      nameKey="title"
      nameLabel={t('admin_catalog.combos.combo_title')}
      legend={t('admin_catalog.combos.texts')}
      flags={
        <CheckboxField form={form} name="is_featured" label={t('admin_catalog.common.featured')} />
      }
    />
  );
}

/** The combo's steps: what the customer chooses, in order (spec §6). */
function StepsPanel({
  form,
  editing,
  priceLabel,
}: {
  form: ComboForm;
  editing: boolean;
  priceLabel: PriceLabel;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // `fieldKey`: the steps' own `id` is the stored step's id, sent back to keep the step.
  const steps = useFieldArray({ control: form.control, name: 'steps', keyName: 'fieldKey' });
  const { errors } = form.formState;
  const stepsError = errors.steps?.message ?? errors.steps?.root?.message;
  return (
    <AdminPanel id="combo-steps-heading" title={t('admin_catalog.combos.steps')}>
      <p className="catalog-note">{t('admin_catalog.combos.steps_hint')}</p>
      {editing ? <p className="catalog-note">{t('admin_catalog.combos.edit_warning')}</p> : null}
      {stepsError ? (
        <p className="catalog-error" role="alert">
          {errorText({ type: errors.steps?.type ?? 'server', message: stepsError })}
        </p>
      ) : null}
      {steps.fields.map((step, index) => (
        <StepEditor
          key={step.fieldKey}
          form={form}
          index={index}
          count={steps.fields.length}
          onRemove={() => steps.remove(index)}
          onMove={(to) => steps.move(index, to)}
          priceLabel={priceLabel}
        />
      ))}
      {steps.fields.length < CATALOG_LIMITS.steps ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => steps.append(blankStep())}
        >
          {t('admin_catalog.combos.add_step')}
        </button>
      ) : null}
    </AdminPanel>
  );
}
