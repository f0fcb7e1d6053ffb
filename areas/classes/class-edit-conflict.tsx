/**
 * The conflict notice (app/kit/conflict-notice.tsx) of the class form: the admin's own changes
 * are shown by the labels of the form, a chef and meal types by their names, not their ids.
 */
import { useSelector } from '@xstate/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ConflictNotice, shownValue, type KeptChange } from '../../src/app/kit/conflict-notice';
import type { classFormMachine } from '../../src/machines/class-form.machine';
import type { ClassValues, Lookups } from '../../src/machines/class-form.values';
import type { MessageId } from '../../src/i18n/messages/en-US';

type ClassFormActor = ActorRefFrom<typeof classFormMachine>;

/** Each field the admin can change, with its label, in the form's order. */
const LABELS: { [Field in Exclude<keyof ClassValues, 'version'>]: MessageId } = {
  name: 'classes.field.name',
  classType: 'classes.field.type',
  chefId: 'classes.field.chef',
  classDate: 'classes.field.date',
  classTime: 'classes.field.time',
  description: 'classes.field.description',
  image: 'classes.field.image',
  video: 'classes.field.video',
  duration: 'classes.field.duration',
  videoLink: 'classes.field.videoLink',
  recipeStart: 'classes.field.recipeStart',
  recipeEnd: 'classes.field.recipeEnd',
  ingredientStart: 'classes.field.ingredientStart',
  ingredientEnd: 'classes.field.ingredientEnd',
  instructions: 'classes.section.instructions',
  ingredients: 'classes.section.ingredients',
  mealTypeIds: 'classes.section.mealTypes',
};

function keptValue(field: keyof ClassValues, stash: Partial<ClassValues>, lookups: Lookups, intl: IntlShape): string {
  switch (field) {
    case 'chefId':
      return lookups.chefs.find((chef) => String(chef.id) === stash.chefId)?.name ?? '';
    case 'mealTypeIds':
      return lookups.mealTypes.filter((type) => stash.mealTypeIds?.includes(type.id)).map((type) => type.mealType).join(', ');
    case 'classType':
      return intl.formatMessage({ id: stash.classType === 'live' ? 'classes.type.live' : 'classes.type.onDemand' });
    case 'duration':
      return stash.duration == null ? '' : intl.formatMessage({ id: 'classes.field.durationValue' }, { minutes: stash.duration / 60 });
    case 'ingredients':
      return shownValue(stash.ingredients?.map(({ ingredientText, measurement }) => ({ ingredientText, measurement })));
    default:
      return shownValue(stash[field]);
  }
}

export function ClassEditConflict({ form }: { form: ClassFormActor }) {
  const intl = useIntl();
  const conflict = useSelector(form, (s) => s.context.conflict && s.matches('editing'));
  const reloading = useSelector(form, (s) => s.matches('reloadingClass'));
  const stash = useSelector(form, (s) => s.context.stash);
  const lookups = useSelector(form, (s) => s.context.lookups);
  const kept: KeptChange[] | null =
    stash === null
      ? null
      : (Object.keys(LABELS) as (keyof typeof LABELS)[])
          .filter((field) => field in stash)
          .map((field) => ({ key: field, label: intl.formatMessage({ id: LABELS[field] }), value: keptValue(field, stash, lookups, intl) }));
  return (
    <ConflictNotice
      conflict={conflict}
      reloading={reloading}
      kept={kept}
      form={form}
    />
  );
}
