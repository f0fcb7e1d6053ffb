/**
 * The catalogue id that names each contract field in the activity log: the forms' own label where
 * one exists, so the log says what the form says. A name not listed shows as it is.
 */
import type { MessageId } from '../../i18n/messages/en-US';

export const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  name: 'people.field.name',
  first_name: 'people.field.firstName',
  last_name: 'people.field.lastName',
  email: 'people.field.email',
  phone_number: 'people.field.phone',
  bio: 'people.field.bio',
  admin_role_id: 'people.field.role',
  profile_image: 'people.field.profileImage',
  image: 'activity.field.image',
  is_active: 'kit.column.status',
  title: 'content.field.title',
  amount: 'content.field.amount',
  display_amount: 'subscriptions.field.displayAmount',
  timeframe: 'subscriptions.field.timeframe',
  meal_type: 'meals.field.mealType',
  content: 'staticPages.field.content',
  class_type: 'classes.field.type',
  description: 'classes.field.description',
  chef_id: 'classes.field.chef',
  class_date: 'classes.field.date',
  class_time: 'classes.field.time',
  duration: 'classes.field.duration',
  video_name: 'classes.field.video',
  video_link: 'classes.field.videoLink',
  video_status: 'classes.column.videoProgress',
  recipe_name_start_time: 'classes.field.recipeStart',
  recipe_name_end_time: 'classes.field.recipeEnd',
  ingredient_start_time: 'classes.field.ingredientStart',
  ingredient_end_time: 'classes.field.ingredientEnd',
  instructions: 'classes.section.instructions',
  ingredients: 'classes.section.ingredients',
  meal_icon_id: 'classes.section.mealTypes',
  require_second_factor: 'activity.field.requireSecondFactor',
};
