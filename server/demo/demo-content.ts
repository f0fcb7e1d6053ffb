/**
 * The demo content of `npm run seed:demo`: meal types, ingredients, subscription plans, block
 * prices and newsletter subscribers, realistic and always the same (no randomness), so running the
 * seed again finds them by name and adds nothing twice. Dates are spread over the year before
 * `now` with the same coprime-step arithmetic as the demo people; a few rows are inactive.
 */
import type { Rgb } from './solid-png';

const DAY_MS = 86_400_000;

/** A date `index` steps into the year before `now`, at a varied time of day. */
export const demoDate = (index: number, offset: number, now: Date) => {
  const n = index + offset;
  return new Date(now.getTime() - ((n * 37) % 365) * DAY_MS - ((n * 97) % 1440) * 60_000);
};

export const MEAL_TYPES: ReadonlyArray<{ mealType: string; colour: Rgb }> = [
  { mealType: 'Breakfast', colour: [0xf4, 0xa2, 0x61] },
  { mealType: 'Brunch', colour: [0xe9, 0xc4, 0x6a] },
  { mealType: 'Lunch', colour: [0x2a, 0x9d, 0x8f] },
  { mealType: 'Dinner', colour: [0x26, 0x46, 0x53] },
  { mealType: 'Dessert', colour: [0xe7, 0x6f, 0x51] },
  { mealType: 'Snack', colour: [0x8a, 0xb1, 0x7d] },
  { mealType: 'Vegan', colour: [0x4c, 0x95, 0x6c] },
  { mealType: 'Vegetarian', colour: [0x90, 0xbe, 0x6d] },
  { mealType: 'Gluten-free', colour: [0xf9, 0xc7, 0x4f] },
  { mealType: 'Dairy-free', colour: [0x57, 0x75, 0x90] },
  { mealType: 'Keto', colour: [0x9b, 0x5d, 0xe5] },
  { mealType: 'Low-carb', colour: [0xf1, 0x5b, 0xb5] },
  { mealType: 'High-protein', colour: [0xd6, 0x28, 0x28] },
  { mealType: 'Pescatarian', colour: [0x00, 0x77, 0xb6] },
  { mealType: 'Halal', colour: [0x2d, 0x6a, 0x4f] },
  { mealType: 'Kosher', colour: [0x45, 0x7b, 0x9d] },
  { mealType: 'Nut-free', colour: [0xbc, 0x6c, 0x25] },
  { mealType: 'Kid-friendly', colour: [0xff, 0xb7, 0x03] },
  { mealType: 'Quick & easy', colour: [0x06, 0xd6, 0xa0] },
  { mealType: 'Meal prep', colour: [0x6d, 0x59, 0x7a] },
];

export const INGREDIENTS: readonly string[] = [
  'All-purpose flour', 'Arborio rice', 'Avocado', 'Baking powder', 'Basil', 'Black pepper', 'Butter', 'Buttermilk',
  'Cannellini beans', 'Cardamom', 'Carrot', 'Cauliflower', 'Chickpeas', 'Chili flakes', 'Cinnamon', 'Coconut milk',
  'Coriander', 'Cumin', 'Dark chocolate', 'Dijon mustard', 'Eggs', 'Extra virgin olive oil', 'Feta', 'Fish sauce',
  'Garlic', 'Ginger', 'Greek yogurt', 'Heavy cream', 'Honey', 'Lemon', 'Lime', 'Maple syrup',
  'Miso paste', 'Mozzarella', 'Onion', 'Paprika', 'Parmesan', 'Parsley', 'Pine nuts', 'Potatoes',
  'Red lentils', 'Rice vinegar', 'Rosemary', 'Salmon fillet', 'Sea salt', 'Sesame oil', 'Shallots', 'Soy sauce',
  'Spinach', 'Sugar', 'Sweet potato', 'Tahini', 'Thyme', 'Tofu', 'Tomatoes', 'Turmeric', 'Vanilla extract', 'Zucchini',
];

export const PLANS: ReadonlyArray<{ title: string; displayAmount: string; amount: string; timeframe: number }> = [
  { title: 'Taster', displayAmount: '9.99/month', amount: '9.99', timeframe: 1 },
  { title: 'Home Cook Monthly', displayAmount: '19/month', amount: '19.00', timeframe: 1 },
  { title: 'Home Cook Quarterly', displayAmount: '17/month', amount: '51.00', timeframe: 3 },
  { title: 'Home Cook Half-Year', displayAmount: '16/month', amount: '96.00', timeframe: 6 },
  { title: 'Home Cook Annual', displayAmount: '15/month', amount: '180.00', timeframe: 12 },
  { title: 'Family Monthly', displayAmount: '29/month', amount: '29.00', timeframe: 1 },
  { title: 'Family Quarterly', displayAmount: '27/month', amount: '81.00', timeframe: 3 },
  { title: 'Family Annual', displayAmount: '24/month', amount: '288.00', timeframe: 12 },
  { title: 'Pro Kitchen Monthly', displayAmount: '49/month', amount: '49.00', timeframe: 1 },
  { title: 'Pro Kitchen Annual', displayAmount: '39/month', amount: '468.00', timeframe: 12 },
  { title: 'Student Semester', displayAmount: '8/month', amount: '48.00', timeframe: 6 },
  { title: 'Gift: Three Months', displayAmount: '60 once', amount: '60.00', timeframe: 3 },
  { title: 'Gift: One Year', displayAmount: '200 once', amount: '200.00', timeframe: 12 },
  { title: 'Two-Year Saver', displayAmount: '13/month', amount: '312.00', timeframe: 24 },
];

export const BLOCK_PRICES: ReadonlyArray<{ title: string; amount: string }> = [
  { title: 'Single live class', amount: '$12' },
  { title: '3 live classes', amount: '$33' },
  { title: '5 live classes', amount: '$50' },
  { title: '10 live classes', amount: '$90' },
  { title: '20 live classes', amount: '$160' },
  { title: 'Single on-demand class', amount: '$8' },
  { title: '5 on-demand classes', amount: '$35' },
  { title: '10 on-demand classes', amount: '$65' },
  { title: 'Private class (1 hour)', amount: '$120' },
  { title: 'Private class (2 hours)', amount: '$220' },
  { title: 'Team cooking session', amount: 'from $400' },
  { title: 'Kids weekend workshop', amount: '$25 per child' },
  { title: 'Knife skills masterclass', amount: '$45' },
  { title: 'Bread baking weekend', amount: '$95' },
  { title: 'Holiday menu bundle', amount: '$70' },
  { title: 'Chef’s table evening', amount: '€150' },
];

const SUBSCRIBER_NAMES = [
  'ana.lima', 'ben.okoro', 'carla.mendes', 'david.cohen', 'emma.schulz', 'felix.andersen', 'giulia.marino', 'hiro.watanabe',
  'isabel.fuentes', 'jakub.kowalski', 'kemi.adeyemi', 'lars.berg', 'maya.patel', 'nico.ricci', 'olivia.chen', 'pedro.alves',
  'rania.saleh', 'sofia.petrova', 'theo.martin', 'uma.krishnan', 'victor.dumont', 'wanda.zielinska', 'xavier.roux', 'yara.haddad',
  'zane.mitchell', 'amelie.fischer', 'bilal.qureshi', 'chloe.bernard', 'diego.herrera', 'elena.popescu', 'finn.murphy', 'grace.osei',
  'hugo.lambert', 'ingrid.holm', 'jonah.weiss', 'keiko.mori', 'luca.greco', 'mira.novak',
];
const DOMAINS = ['example.com', 'example.org', 'example.net'];

export const SUBSCRIBERS: readonly string[] = SUBSCRIBER_NAMES.map((name, index) => `${name}@${DOMAINS[index % DOMAINS.length]}`);

/** Roughly one row in six is switched off, so the status toggles have something to show. */
export const demoIsActive = (index: number) => index % 6 !== 5;

/** Demo records that were added and then deleted, so the Trash has rows to restore (seed-demo-trash.ts). */
export const DELETED_INGREDIENTS: readonly string[] = ['Margarine', 'Powdered egg', 'Imitation crab', 'Canned mushrooms'];
export const DELETED_PLANS: ReadonlyArray<(typeof PLANS)[number]> = [
  { title: 'Summer Trial 2025', displayAmount: '5/month', amount: '5.00', timeframe: 1 },
];
