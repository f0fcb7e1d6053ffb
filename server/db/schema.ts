/**
 * The database schema (Drizzle), gathered from its parts: people and sign-in
 * (people-schema.ts), content (content-schema.ts), classes with their uploads
 * (class-schema.ts), the activity log (activity-schema.ts), the admins' saved list views
 * (saved-view-schema.ts) and the second factor (second-factor-schema.ts). Migrations in ./migrations are
 * generated from it with `npm run db:generate` and committed; the server applies them at start.
 */
import { activity } from './activity-schema';
import { classes, classIngredients, classInstructions, classMealIcons, multipartUploads } from './class-schema';
import { blockPrices, ingredients, mealIcons, staticPages, subscribedEmails, subscriptionPlans } from './content-schema';
import { adminRoles, admins, appSecrets, chefs, passwordResets, rateLimits, sessions, userType, users } from './people-schema';
import { savedListViews } from './saved-view-schema';
import { adminTotp, recoveryCodes, signInChallenges } from './second-factor-schema';

export * from './people-schema';
export * from './content-schema';
export * from './class-schema';
export * from './activity-schema';
export * from './saved-view-schema';
export * from './second-factor-schema';

export const schema = {
  adminRoles,
  admins,
  sessions,
  rateLimits,
  userType,
  appSecrets,
  passwordResets,
  adminTotp,
  recoveryCodes,
  signInChallenges,
  users,
  chefs,
  mealIcons,
  ingredients,
  subscriptionPlans,
  blockPrices,
  staticPages,
  subscribedEmails,
  classes,
  classInstructions,
  classIngredients,
  classMealIcons,
  multipartUploads,
  activity,
  savedListViews,
};
