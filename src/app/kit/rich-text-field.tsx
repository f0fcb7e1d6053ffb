/**
 * A rich-text field of an entity form: the editor is its own chunk (slate and the HTML
 * conversion), fetched the first time such a field shows, so no other screen pays for it. The
 * form holds the HTML; the editor starts from the value the field has when it mounts (the
 * loaded record: the form shows fields only once it is in).
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { FormValues } from '../../machines/entity-form.machine';
import { visuallyHidden } from '../../theme/utilities.css';
import * as fieldStyles from '../../ui/field.css';
import { Skeleton } from '../../ui/skeleton';
import type { FieldSpec } from './form-area';
import { useFieldState, type FieldProps } from './use-field-state';

const loadEditor = () => import('../../ui/rich-text/rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/**
 * Starts fetching the editor's chunk. A form with a rich-text field calls it as it opens, so the
 * chunk comes while the record loads instead of after it (the editor's text is the edit page's
 * largest paint). A failed fetch is the field's to show, when it renders.
 */
export function preloadRichTextEditor() {
  loadEditor().catch(() => {});
}

type RichTextSpec<TValues, TRecord> = Extract<FieldSpec<TValues, TRecord>, { kind: 'richtext' }>;

function EditorLoading({ label }: { label: string }) {
  const intl = useIntl();
  return (
    <div className={fieldStyles.field} role="status" aria-live="polite">
      <span className={fieldStyles.label}>{label}</span>
      <span className={visuallyHidden}>{intl.formatMessage({ id: 'richText.loading' })}</span>
      <Skeleton height="42px" />
      <Skeleton height="320px" />
    </div>
  );
}

export function RichTextField<TValues extends FormValues, TRecord>(props: FieldProps<TValues, TRecord, RichTextSpec<TValues, TRecord>>) {
  const intl = useIntl();
  const { spec, busy } = props;
  const field = useFieldState(props);
  return (
    <Suspense fallback={<EditorLoading label={field.props.label} />}>
      <RichTextEditor
        label={field.props.label}
        hint={field.props.hint}
        error={field.props.error}
        placeholder={spec.placeholder && intl.formatMessage({ id: spec.placeholder })}
        initialHtml={field.value}
        readOnly={busy}
        onChange={field.change}
        onBlur={field.props.onBlur}
      />
    </Suspense>
  );
}
