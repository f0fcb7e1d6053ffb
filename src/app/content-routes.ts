/**
 * The routes of the content areas (issue #5): meal types, ingredients, subscription plans,
 * block prices, static pages and subscribed e-mails, each screen its own chunk. The static-page
 * editor is a chunk of its own again, loaded by the edit screen's rich-text field.
 */
import { lazy } from 'react';
import type { RouteDef } from './routes';

const MealListScreen = lazy(() => import('../screens/meals/meal-list-screen'));
const MealFormScreen = lazy(() => import('../screens/meals/meal-form-screen'));
const IngredientListScreen = lazy(() => import('../screens/ingredients/ingredient-list-screen'));
const IngredientFormScreen = lazy(() => import('../screens/ingredients/ingredient-form-screen'));
const SubscriptionListScreen = lazy(() => import('../screens/subscriptions/subscription-list-screen'));
const SubscriptionFormScreen = lazy(() => import('../screens/subscriptions/subscription-form-screen'));
const BlockPriceListScreen = lazy(() => import('../screens/block-prices/block-price-list-screen'));
const BlockPriceFormScreen = lazy(() => import('../screens/block-prices/block-price-form-screen'));
const StaticPageListScreen = lazy(() => import('../screens/static-pages/static-page-list-screen'));
const StaticPageFormScreen = lazy(() => import('../screens/static-pages/static-page-form-screen'));
const SubscribedEmailListScreen = lazy(() => import('../screens/subscribed-emails/subscribed-email-list-screen'));

const area = (base: string, list: RouteDef['screen'], form: RouteDef['screen']): RouteDef[] => [
  { path: `/${base}`, access: 'private', screen: list },
  { path: `/${base}/add`, access: 'private', screen: form },
  { path: `/${base}/edit/:id`, access: 'private', screen: form },
];

export const contentRoutes = {
  meal: area('meal', MealListScreen, MealFormScreen),
  ingredients: area('ingredients', IngredientListScreen, IngredientFormScreen),
  subscription: area('subscription', SubscriptionListScreen, SubscriptionFormScreen),
  blockPrice: area('blok-price', BlockPriceListScreen, BlockPriceFormScreen),
  // Pages are seeded and only edited (DESIGN.md section 6): no add route.
  staticPage: [
    { path: '/static-page', access: 'private', screen: StaticPageListScreen },
    { path: '/static-page/edit/:id', access: 'private', screen: StaticPageFormScreen },
  ] satisfies RouteDef[],
  subscribedEmails: [{ path: '/subscription-details', access: 'private', screen: SubscribedEmailListScreen }] satisfies RouteDef[],
};
