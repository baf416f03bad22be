import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import type { ListParams } from './use-list-params';

/**
 * A back-office page: its title (the document's title too), actions at the inline end of the
 * heading, and its content.
 */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('admin.title')}`;
  }, [title, t]);
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A white box (`admin-panel`) of a page, named by its h2; `className` adds the part's own. */
export function AdminPanel({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `admin-panel ${className}` : 'admin-panel'}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The filters above a list: a search box plus the list's own controls. They are applied
 * together on submit (Enter in any field), and go into the URL (useListParams).
 */
export function AdminFilters({
  params,
  search = true,
  searchLabel,
  children,
  fields = [],
}: {
  params: ListParams;
  /** False for a list the server does not search (`q`): its own controls only. */
  search?: boolean;
  searchLabel?: string;
  /** Extra filter controls, each a named form control (`name` = the query parameter). */
  children?: ReactNode;
  /** The names of those controls, read from the form on submit. */
  fields?: string[];
}) {
  const { t } = useTranslation();
  const searchId = useId();
  // The form is keyed by the URL's filters, so Back/Forward and Reset refill the controls.
  const key = JSON.stringify([params.q, params.filters]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const name of search ? ['q', ...fields] : fields) {
      const value = form.get(name);
      next[name] = typeof value === 'string' ? value : '';
    }
    params.setFilters(next);
  };
  return (
    <form key={key} className="admin-filters" role="search" onSubmit={onSubmit}>
      {search ? (
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor={searchId}>{searchLabel ?? t('admin.filters.search')}</label>
          <input id={searchId} name="q" type="search" defaultValue={params.q} maxLength={100} />
        </div>
      ) : null}
      {children}
      <div className="admin-filters__buttons">
        <button type="submit" className="button button--primary button--small">
          {t('admin.filters.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={params.resetFilters}
        >
          {t('admin.filters.reset')}
        </button>
      </div>
    </form>
  );
}

/** A labelled filter control inside AdminFilters (a select, a date...). */
export function AdminFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="admin-filters__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A filter's choice: the value sent in the query and what the operator reads. */
export interface FilterOption {
  id: string | number;
  label: string;
}

/** Fixed choices (statuses, states) as a filter's options, each named by `text`. */
export function fixedOptions<Option extends string>(
  options: readonly Option[],
  text: (option: Option) => string,
): FilterOption[] {
  return options.map((option) => ({ id: option, label: text(option) }));
}

/**
 * A labelled select filter: most lists' `status` (so its label and name by default), or another
 * (a state, a country). `any`, when given, is the empty choice that lists them all. Options that
 * load (undefined until then) mount the select again once they arrive, so the URL's filter shows
 * as chosen.
 */
export function OptionsFilter({
  label,
  name = 'status',
  value,
  any,
  options,
  disabled,
  className,
}: {
  label?: string;
  name?: string;
  value: string | undefined;
  any?: string;
  options: readonly FilterOption[] | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <AdminFilter label={label ?? t('admin.filters.status')}>
      <select
        key={options ? 'loaded' : 'loading'}
        name={name}
        className={className}
        defaultValue={value ?? ''}
        disabled={disabled}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </AdminFilter>
  );
}

/** A boolean filter (`available`, `handled`...): a yes / no / any select, values 1, 0, ''. */
export function YesNoFilter({
  label,
  name,
  value,
}: {
  label: string;
  name: string;
  value: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AdminFilter label={label}>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t('admin.filters.any')}</option>
        <option value="1">{t('admin.filters.yes')}</option>
        <option value="0">{t('admin.filters.no')}</option>
      </select>
    </AdminFilter>
  );
}

/**
 * Asks before something that cannot be undone (delete, cancel an order). The action's own
 * failure keeps the dialog open; its success closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = true,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  confirmLabel: string;
  /** The button that backs out; "Cancel" by default (say "Keep the order" when cancelling one). */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={text}
      closeButton={false}
      footer={
        <div className="admin-dialog__buttons">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel ?? t('admin.form.cancel')}
          </button>
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              onConfirm()
                .then(() => onOpenChange(false))
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children ?? null}
    </Modal>
  );
}
