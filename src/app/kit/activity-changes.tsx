/**
 * What a change touched, for the activity list and a record's last changes (issue #31 item 6):
 * each field by its label in the admin's language, with "old → new" where the row kept values
 * and "changed" where it kept none (an image, a rich or long text). A value that names another
 * record (a class's chef, an admin's role) shows that record's name as it was then, linked to it
 * while it exists, or with "deleted". Rows written before values were kept name their fields
 * only. A dash when nothing is named.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActivityChange, ActivityReference, ActivityValue } from '../../api/contract/activity';
import { Link } from 'wouter';
import { FIELD_LABELS } from './activity-field-labels';
import { activityRecordPath } from './activity-record-path';
import * as styles from './activity-changes.css';

const fieldLabel = (intl: IntlShape, field: string) => {
  const id = FIELD_LABELS[field];
  return id === undefined ? field : intl.formatMessage({ id });
};

type PlainValue = Exclude<ActivityValue, ActivityReference | ActivityReference[]>;

function shownValue(intl: IntlShape, field: string, value: PlainValue): string {
  if (value === null || value === '') return intl.formatMessage({ id: 'activity.value.empty' });
  if (field === 'is_active' && typeof value === 'boolean') return intl.formatMessage({ id: value ? 'kit.status.active' : 'kit.status.inactive' });
  // Stored in seconds; the class form and list show minutes.
  if (field === 'duration' && typeof value === 'number') return intl.formatMessage({ id: 'classes.field.durationValue' }, { minutes: value / 60 });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'activity.value.yes' : 'activity.value.no' });
  return String(value);
}

/**
 * A value's own direction: right to left only when it holds right-to-left letters. `dir="auto"`
 * would let a phone number ("+39 055 111", no letters) take the Arabic page's direction and
 * read as "111 055 39+".
 */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const valueDirection = (text: string) => (RIGHT_TO_LEFT.test(text) ? 'rtl' : 'ltr');

function Value({ text, className }: { text: string; className: string }) {
  return (
    <bdi dir={valueDirection(text)} className={className}>
      {text}
    </bdi>
  );
}

/** Another record by the name it had: a link while it exists and has a screen, else the name, with "deleted" once gone. */
function Reference({ reference, className }: { reference: ActivityReference; className: string }) {
  const intl = useIntl();
  const name = <Value text={reference.name} className={className} />;
  if (reference.deleted) {
    return (
      <span className={styles.reference}>
        {name} <span className={styles.quiet}>({intl.formatMessage({ id: 'activity.record.deleted' })})</span>
      </span>
    );
  }
  const path = activityRecordPath(reference.area, reference.id);
  // A plain inline link: the value keeps the cell's size and wraps as text does.
  return path === undefined ? (
    name
  ) : (
    <Link href={path} className={styles.link}>
      {name}
    </Link>
  );
}

const isReference = (value: ActivityValue): value is ActivityReference => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One side of a change: a plain value, a reference, or a list of references in the language's list form. */
function ValueOf({ intl, field, value, className }: { intl: IntlShape; field: string; value: ActivityValue; className: string }): ReactNode {
  if (Array.isArray(value)) {
    if (value.length === 0) return <Value text={intl.formatMessage({ id: 'activity.value.empty' })} className={className} />;
    const parts = value.map((reference) => <Reference key={`${reference.area}-${reference.id}`} reference={reference} className={className} />);
    return <>{intl.formatList(parts, { type: 'unit', style: 'short' })}</>;
  }
  if (isReference(value)) return <Reference reference={value} className={className} />;
  return <Value text={shownValue(intl, field, value)} className={className} />;
}

/** The values of a change, or "changed"; each value isolated so a Latin phone keeps its order in Arabic. */
function ChangeValues({ change }: { change: ActivityChange }) {
  const intl = useIntl();
  if ('changed' in change) return <span className={styles.quiet}>{intl.formatMessage({ id: 'activity.value.changed' })}</span>;
  return (
    <>
      {intl.formatMessage(
        { id: 'activity.value.fromTo' },
        {
          from: <ValueOf key="from" intl={intl} field={change.field} value={change.from} className={styles.from} />,
          to: <ValueOf key="to" intl={intl} field={change.field} value={change.to} className={styles.to} />,
        },
      )}
    </>
  );
}

export function ActivityChanges({ changed, changes }: { changed: readonly string[]; changes: readonly ActivityChange[] }) {
  const intl = useIntl();
  // Older rows name their fields only; a field of `changed` without a value pair shows by its label alone.
  const withValues = new Map(changes.map((change) => [change.field, change]));
  const fields = changed.length > 0 ? changed : changes.map((change) => change.field);
  if (fields.length === 0) return <span className={styles.quiet}>—</span>;
  return (
    <ul className={styles.list}>
      {fields.map((field) => {
        const change = withValues.get(field);
        return (
          <li key={field} className={styles.item}>
            {change === undefined ? (
              <span className={styles.label}>{fieldLabel(intl, field)}</span>
            ) : (
              intl.formatMessage(
                { id: 'activity.change.field' },
                { field: <span key="field" className={styles.label}>{fieldLabel(intl, field)}</span>, values: <ChangeValues key="values" change={change} /> },
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}
