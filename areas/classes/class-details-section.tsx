/**
 * The class itself (spec section 2): name, type, chef (from the look-up), the date and time of a
 * live class (no past date, 10-minute steps, in the admin's zone) and the description, written
 * with the rich-text editor, which loads as its own chunk.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { timeStepLabels, timeSteps } from './class-schedule';
import { TIME_PICKER_STEP_MINUTES } from '../../src/constants';
import { FormGrid } from '../../src/ui/form-grid';
import { SelectField } from '../../src/ui/select-field';
import { Skeleton } from '../../src/ui/skeleton';
import { TextField } from '../../src/ui/text-field';
import { ClassTypeField } from './class-type-field';
import { FormSection } from './form-section';
import { useClassField, type ClassFormActor } from './use-class-field';
import * as fieldStyles from '../../src/ui/field.css';
import * as styles from './class-form.css';

const RichTextEditor = lazy(() => import('../../src/ui/rich-text/rich-text-editor'));
const STEPS = timeSteps(TIME_PICKER_STEP_MINUTES);

function DescriptionField({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const field = useClassField(form, 'description');
  const label = intl.formatMessage({ id: 'classes.field.description' });
  return (
    <Suspense
      fallback={
        <div className={styles.editorLoading} role="status" aria-label={intl.formatMessage({ id: 'richText.loading' })}>
          <span className={fieldStyles.label}>{label}</span>
          <Skeleton height="42px" />
          <Skeleton height="220px" />
        </div>
      }
    >
      <RichTextEditor
        label={label}
        error={field.error}
        placeholder={intl.formatMessage({ id: 'classes.field.descriptionPlaceholder' })}
        initialHtml={field.value}
        readOnly={busy}
        onChange={field.change}
        onBlur={field.onBlur}
      />
    </Suspense>
  );
}

function ScheduleFields({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const date = useClassField(form, 'classDate');
  const time = useClassField(form, 'classTime');
  const today = useSelector(form, (s) => s.context.today);
  // A stored time off the 10-minute grid (a zone half an hour off UTC) is still offered as it is.
  const offGrid = time.value && !STEPS.includes(time.value) ? time.value : null;
  // 144 times formatted once per language, not at every render of the form (issue #11: the class
  // form's first draw is the longest task of /class/add).
  const options = useMemo(() => {
    const steps = offGrid ? [...STEPS, offGrid].sort() : STEPS;
    const labels = timeStepLabels(steps, intl.locale);
    return steps.map((step, index) => ({ value: step, label: labels[index]! }));
  }, [intl.locale, offGrid]);
  const hint = intl.formatMessage({ id: 'classes.field.scheduleHint' });
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'classes.field.date' })}
        type="date"
        name="class_date"
        min={today}
        value={date.value}
        error={date.error}
        hint={hint}
        readOnly={busy}
        onChange={(event) => date.change(event.target.value)}
        onBlur={date.onBlur}
      />
      <SelectField
        label={intl.formatMessage({ id: 'classes.field.time' })}
        name="class_time"
        placeholder={intl.formatMessage({ id: 'classes.field.timePlaceholder' })}
        options={options}
        value={time.value}
        error={time.error}
        hint={hint}
        disabled={busy}
        onChange={(event) => time.change(event.target.value)}
        onBlur={time.onBlur}
      />
    </>
  );
}

export function ClassDetailsSection({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const name = useClassField(form, 'name');
  const chef = useClassField(form, 'chefId');
  const live = useSelector(form, (s) => s.context.values.classType !== 'on-demand');
  const chefs = useSelector(form, (s) => s.context.lookups.chefs);
  return (
    <FormSection title={intl.formatMessage({ id: 'classes.section.details' })} hint={intl.formatMessage({ id: 'classes.section.detailsHint' })}>
      <FormGrid>
        <div data-span="full">
          <TextField
            label={intl.formatMessage({ id: 'classes.field.name' })}
            name="name"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'classes.field.namePlaceholder' })}
            value={name.value}
            error={name.error}
            readOnly={busy}
            onChange={(event) => name.change(event.target.value)}
            onBlur={name.onBlur}
          />
        </div>
        <ClassTypeField form={form} busy={busy} />
        <SelectField
          label={intl.formatMessage({ id: 'classes.field.chef' })}
          name="chef_id"
          placeholder={intl.formatMessage({ id: 'classes.field.chefPlaceholder' })}
          options={chefs.map((option) => ({ value: String(option.id), label: `${option.name} · ${option.email}` }))}
          value={chef.value}
          error={chef.error}
          disabled={busy}
          onChange={(event) => chef.change(event.target.value)}
          onBlur={chef.onBlur}
        />
        {live && <ScheduleFields form={form} busy={busy} />}
        <div data-span="full" className={styles.description}>
          <DescriptionField form={form} busy={busy} />
        </div>
      </FormGrid>
    </FormSection>
  );
}
