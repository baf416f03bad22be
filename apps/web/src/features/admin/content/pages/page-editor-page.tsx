import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PAGE_IDS,
  PAGE_SLUG_MAX,
  PAGE_TITLE_MAX,
  adminPageInputSchema,
  type AdminPageDetail,
  type AdminPageInput,
} from '@storefront/shared';
import { paths } from '../../../../lib/routing/paths';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { Field, FieldErrorText, describedBy, useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { CheckboxField } from '../../common/input-field';
import { AdminPage, ConfirmDialog } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { LocalizedFields, languageInputProps } from '../../shell/localized-fields';
import { adminHref } from '../../shell/section';
import { useAdminPageDetail, useDeletePage, useSavePage } from '../api/pages';
import '../components/admin-content.css';
import { BackLink } from '../components/back-link';
import { Loaded, useIdParam } from '../../common/load-state';
import { SaveButton } from '../components/save-button';
import { saveOnCtrlS } from '../components/save-shortcut';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { RichTextEditor } from '../components/rich-text-editor';
import { filledTexts, languagesWithErrors, type TextErrors } from '../../shell/texts-fields';

const TEXT_KEYS = ['meta_title', 'page_content'] as const;

type PageForm = AdminPageInput;

/** Where the storefront shows a page: spec §7's by name, every other at /pages/:id. */
const SHOP_ROUTES: Record<number, string> = {
  [PAGE_IDS.about]: paths.about.getHref(),
  [PAGE_IDS.privacy]: paths.privacy.getHref(),
  [PAGE_IDS.terms]: paths.terms.getHref(),
};

function formValues(page: AdminPageDetail | undefined): PageForm {
  return {
    slug: page?.slug ?? '',
    is_published: page?.is_published ?? true,
    translations: filledTexts(TEXT_KEYS, page?.translations ?? {}),
  };
}

/** /admin/content/pages/new and /admin/content/pages/:id: one page in five languages. */
export default function PageEditorPage() {
  const { t } = useTranslation();
  const isNew = useParams().id === 'new';
  const id = useIdParam();
  const page = useAdminPageDetail(id ?? 0);
  const back = (
    <BackLink to={adminHref('content', 'pages')}>{t('admin_content.pages.back')}</BackLink>
  );
  if (isNew) return <PageEditor key="new" page={undefined} back={back} />;
  return (
    <Loaded
      title={t('admin_content.pages.title')}
      actions={back}
      validId={id !== undefined}
      query={page}
    >
      {(loaded) => <PageEditor key={loaded.id} page={loaded} back={back} />}
    </Loaded>
  );
}

function PageEditor({ page, back }: { page: AdminPageDetail | undefined; back: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSavePage(page?.id);
  const remove = useDeletePage(page?.id ?? 0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Set just before the form's own navigation (after creating or deleting the page).
  const leaving = useRef(false);
  const form = useSchemaForm<PageForm, PageForm>(adminPageInputSchema, formValues(page));
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const reportError = useReportSaveError(setError);
  // The page's title in the operator's language, as the list shows it (English fallback).
  const pageTitle = page
    ? (language === 'en' ? undefined : page.translations[language]?.meta_title) ||
      page.translations.en.meta_title ||
      page.slug
    : '';
  const title = page
    ? t('admin_content.pages.edit_title', { title: pageTitle })
    : t('admin_content.pages.new_title');
  const textErrors = errors.translations as TextErrors | undefined;

  // handleSubmit is called when submitting, not while rendering (its callback touches a ref).
  const onSubmit = (event?: FormEvent) =>
    handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        notify.success(saved.text);
        // The stored page (its HTML as the server sanitised it) becomes the form's baseline.
        if (saved.page) reset(formValues(saved.page));
        else {
          leaving.current = true;
          await navigate(adminHref('content', 'pages', saved.id), { replace: true });
        }
      } catch (error) {
        reportError(error);
      }
    })(event);

  return (
    <AdminPage
      title={title}
      actions={
        <>
          {page?.is_published ? (
            <Link
              className="button button--ghost button--small admin-content__back"
              to={SHOP_ROUTES[page.id] ?? paths.page.getHref(page.id)}
              target="_blank"
              rel="noopener"
            >
              {t('admin_content.pages.view')}
            </Link>
          ) : null}
          {page && !page.is_required ? (
            <button
              type="button"
              className="button button--danger-quiet button--small"
              onClick={() => setConfirmDelete(true)}
            >
              {t('admin_content.pages.delete')}
            </button>
          ) : null}
          {back}
        </>
      }
    >
      <form
        className="admin-form admin-content__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={(event) => saveOnCtrlS(event, () => void onSubmit())}
      >
        {page?.is_required ? (
          <p className="admin-badge admin-badge--info">{t('admin_content.pages.linked_hint')}</p>
        ) : null}
        <div className="admin-form__row">
          <Field
            id="page-slug"
            label={`${t('admin_content.pages.fields.slug')} (${t('admin.form.required')})`}
            error={errors.slug}
            hint={t('admin_content.pages.fields.slug_hint')}
          >
            <input
              type="text"
              dir="ltr"
              maxLength={PAGE_SLUG_MAX}
              autoCapitalize="off"
              spellCheck={false}
              aria-required
              {...register('slug')}
              {...describedBy('page-slug', errors.slug, true)}
            />
          </Field>
        </div>
        <div className="admin-form__checks">
          <CheckboxField
            form={form}
            name="is_published"
            label={t('admin_content.pages.fields.is_published')}
            disabled={page?.is_required}
            aria-describedby={errors.is_published ? 'page-published-error' : undefined}
          />
          <FieldErrorText id="page-published" error={errors.is_published} />
        </div>
        <LocalizedFields
          legend={t('admin_content.pages.fields.texts')}
          invalidLanguages={languagesWithErrors(textErrors)}
        >
          {(tab) => {
            const titleId = `page-${tab}-title`;
            const contentId = `page-${tab}-content`;
            const titleError = textErrors?.[tab]?.meta_title;
            const contentError = textErrors?.[tab]?.page_content;
            const required = tab === 'en' ? ` (${t('admin.form.required')})` : '';
            return (
              <div className="admin-content__stack">
                <Field
                  id={titleId}
                  label={`${t('admin_content.pages.fields.meta_title')}${required}`}
                  error={titleError}
                >
                  <input
                    type="text"
                    maxLength={PAGE_TITLE_MAX}
                    {...languageInputProps(tab)}
                    {...register(`translations.${tab}.meta_title`)}
                    {...describedBy(titleId, titleError)}
                  />
                </Field>
                <div className={`field${contentError ? ' field--invalid' : ''}`}>
                  <span className="field__label" id={`${contentId}-label`}>
                    {`${t('admin_content.pages.fields.page_content')}${required}`}
                  </span>
                  <Controller
                    control={control}
                    name={`translations.${tab}.page_content`}
                    render={({ field }) => (
                      <RichTextEditor
                        id={contentId}
                        labelId={`${contentId}-label`}
                        language={tab}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(contentError)}
                        {...(contentError ? { describedBy: `${contentId}-error` } : {})}
                      />
                    )}
                  />
                  <FieldErrorText id={contentId} error={contentError} />
                </div>
              </div>
            );
          }}
        </LocalizedFields>
        <SaveButton busy={isSubmitting} />
        {page ? (
          <p className="admin-content__meta">
            {t('admin_content.pages.updated', {
              date: formatDateTime(page.updated_at, language),
            })}
          </p>
        ) : null}
      </form>
      <UnsavedChangesGuard
        dirty={isDirty}
        shouldBlock={() =>
          !leaving.current && form.formState.isDirty && !form.formState.isSubmitting
        }
      />
      {page ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('admin_content.pages.delete_title', { title: pageTitle })}
          text={t('admin_content.pages.delete_text')}
          confirmLabel={t('admin.form.delete')}
          onConfirm={async () => {
            try {
              notify.success(await remove.mutateAsync());
            } catch (error) {
              reportError(error);
              throw error;
            }
            leaving.current = true;
            await navigate(adminHref('content', 'pages'), { replace: true });
          }}
        />
      ) : null}
    </AdminPage>
  );
}
