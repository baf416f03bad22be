import { useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SLOT_CAPACITY_MAX,
  type AdminDeliverySlots,
  type AdminDeliverySlotsInput,
  type Language,
} from '@storefront/shared';
import { Field, describedBy } from '../../../../ui/form';
import { InputField } from '../../common/input-field';
import { useCityPlaceOptions } from '../../places/api/place-options';
import { deliverySlotsRecord } from '../api/opening-hours';
import '../components/admin-content.css';
import { RowFieldset, RowList } from '../components/row-list';
import { SavedFormPage, savedRecordPage, useSavedFormInLanguage } from '../components/saved-form';

type Slot = AdminDeliverySlotsInput['slots'][number];

function formValues(saved: AdminDeliverySlots, language: Language): AdminDeliverySlotsInput {
  return {
    language,
    slots: saved.slots.map((slot) => ({
      id: slot.id,
      building_id: slot.building_id ?? undefined,
      university_id: slot.university_id ?? undefined,
      starts: slot.starts,
      ends: slot.ends,
      cutoff: slot.cutoff,
      capacity: slot.capacity,
    })),
  };
}

/** One select for the slot's place: `b:<id>` a building, `u:<id>` a university. */
function placeValue(slot: Slot | undefined): string {
  const building = Number(slot?.building_id);
  const university = Number(slot?.university_id);
  if (building > 0) return `b:${building}`;
  if (university > 0) return `u:${university}`;
  return '';
}

/**
 * /admin/content/delivery-slots (issue 15 item 2): when the kitchen delivers to each building
 * and university: the window, the order cut-off and how many orders a slot takes. They apply to
 * every day the shop opens (Opening hours), and customers choose one at checkout.
 */
export default savedRecordPage('admin_content.slots.title', deliverySlotsRecord, DeliverySlotsForm);

function DeliverySlotsForm({ record: saved }: { record: AdminDeliverySlots }) {
  const { t } = useTranslation();
  const buildings = useCityPlaceOptions('buildings');
  const universities = useCityPlaceOptions('universities');
  const page = useSavedFormInLanguage(deliverySlotsRecord, saved, formValues);
  const { form } = page;
  const {
    control,
    setValue,
    formState: { errors },
  } = form;
  const rows = useFieldArray({ control, name: 'slots' });
  const values = useWatch({ control, name: 'slots' });

  const choosePlace = (index: number, value: string) => {
    const [kind, id] = value.split(':');
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    setValue(`slots.${index}.building_id`, kind === 'b' ? Number(id) : undefined, options);
    setValue(`slots.${index}.university_id`, kind === 'u' ? Number(id) : undefined, options);
  };

  return (
    <SavedFormPage title={t('admin_content.slots.title')} className="opening-hours" {...page}>
      <p className="admin-content__intro">{t('admin_content.slots.intro')}</p>
      <section
        className="admin-panel admin-content__stack"
        aria-label={t('admin_content.slots.title')}
      >
        <RowList
          count={rows.fields.length}
          emptyText={t('admin_content.slots.empty')}
          addLabel={t('admin_content.slots.add')}
          onAdd={() =>
            rows.append({ starts: '12:00', ends: '12:30', cutoff: '10:30', capacity: 20 })
          }
        >
          {rows.fields.map((field, index) => {
            const error = errors.slots?.[index];
            const placeError = (error?.building_id ?? error?.university_id) as
              FieldError | undefined;
            const id = (name: string) => `slot-${index}-${name}`;
            return (
              <RowFieldset
                key={field.id}
                testId="delivery-slot"
                legend={t('admin_content.slots.title')}
                index={index}
                removeLabel={t('admin_content.slots.remove')}
                onRemove={() => rows.remove(index)}
              >
                <div className="admin-form__row">
                  <Field id={id('place')} label={t('admin_content.slots.place')} error={placeError}>
                    <select
                      value={placeValue(values[index])}
                      onChange={(event) => choosePlace(index, event.target.value)}
                      {...describedBy(id('place'), placeError)}
                    >
                      <option value="">{t('admin_content.slots.choose')}</option>
                      {(
                        [
                          ['b', t('admin_content.slots.buildings'), buildings.data],
                          ['u', t('admin_content.slots.universities'), universities.data],
                        ] as const
                      ).map(([kind, label, options]) => (
                        <optgroup key={kind} label={label}>
                          {(options ?? []).map((option) => (
                            <option key={option.id} value={`${kind}:${String(option.id)}`}>
                              {option.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </Field>
                  <InputField
                    form={form}
                    name={`slots.${index}.capacity`}
                    id={id('capacity')}
                    label={t('admin_content.slots.capacity')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SLOT_CAPACITY_MAX}
                  />
                </div>
                <div className="admin-form__row">
                  {(['starts', 'ends', 'cutoff'] as const).map((name) => (
                    <InputField
                      key={name}
                      form={form}
                      name={`slots.${index}.${name}`}
                      id={id(name)}
                      label={t(`admin_content.slots.${name}`)}
                      type="time"
                    />
                  ))}
                </div>
              </RowFieldset>
            );
          })}
        </RowList>
      </section>
    </SavedFormPage>
  );
}
