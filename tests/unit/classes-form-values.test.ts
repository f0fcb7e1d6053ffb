/** The class form's values on the wire (spec section 7) and the rules the view applies to its rows. */
import { describe, expect, it } from 'vitest';
import { classBody, toClassValues } from '../../areas/classes/class-calls';
import type { ClassView } from '../../areas/classes/class-contract';
import { REQUIRED } from '../../src/api/contract/fields';
import {
  classFormErrors,
  emptyClassValues,
  START_AFTER_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  UNKNOWN_INGREDIENT_MESSAGE,
  VIDEO_LINK_MESSAGE,
  type ClassValues,
  type Lookups,
} from '../../src/machines/class-form.values';
import { rowMessage } from '../../areas/classes/select-class-form';
import { inZone } from '../support/in-zone';

const lookups: Lookups = {
  chefs: [{ id: 3, name: 'Massimo Bottura', email: 'massimo@osteria.it' }],
  mealTypes: [{ id: 1, mealType: 'Vegan', image: null }, { id: 2, mealType: 'Dinner', image: null }],
  ingredients: [{ id: 11, name: 'Onion' }, { id: 12, name: 'Olive oil' }],
};
const video = new File([new Uint8Array(4)], 'Knife skills.mov', { type: 'video/quicktime' });
const values: ClassValues = {
  ...emptyClassValues,
  name: '  Knife skills ',
  classType: 'live',
  description: '<p>Sharp</p>',
  chefId: '3',
  classDate: '2026-12-31',
  classTime: '21:00',
  video,
  duration: 300,
  instructions: [{ text: 'Dice the onion', timestamp: '00:00:10', endTimestamp: '00:01:00' }],
  ingredients: [{ id: 40, ingredientText: 'onion', measurement: '1 cup' }],
  mealTypeIds: [1, 2],
  recipeEnd: '00:00:30',
  ingredientStart: '00:00:05',
  ingredientEnd: '00:00:20',
  videoLink: '',
};
const fields = (body: FormData) => Object.fromEntries([...body.keys()].map((key) => [key, body.getAll(key).length > 1 ? body.getAll(key) : body.get(key)]));

describe('class add and edit body', () => {
  it('sends every field, the live date and time in UTC, rows as JSON text, meal types repeated and the new video’s name', () => {
    const body = fields(inZone('America/New_York', () => classBody({ id: null, values, lookups }, 'a1B2c3D4_1795300000000.mov')));
    expect(body).toMatchObject({
      name: 'Knife skills',
      class_type: 'live',
      description: '<p>Sharp</p>',
      chef_id: '3',
      class_date: '2027-01-01',
      class_time: '02:00:00',
      duration: '300',
      instructions: JSON.stringify([{ text: 'Dice the onion', timestamp: '00:00:10', end_timestamp: '00:01:00' }]),
      ingredients: JSON.stringify([{ ingredient_id: 11, measurement: '1 cup' }]),
      meal_icon_id: ['1', '2'],
      recipe_name_start_time: '00:00:01',
      recipe_name_end_time: '00:00:30',
      ingredient_start_time: '00:00:05',
      ingredient_end_time: '00:00:20',
      video_link: '',
      video_name: 'a1B2c3D4_1795300000000.mov',
      video_original_name: 'Knife skills.mov',
    });
    expect(body.id).toBeUndefined();
  });

  it('on edit adds the id and the version it loaded, and keeps each stored ingredient row by its id; no video name when no new video', () => {
    const body = fields(classBody({ id: 9, values: { ...values, video: null, version: 4 }, lookups }, null));
    expect(body.id).toBe('9');
    // A save based on an older version is refused, not a silent overwrite (issue #15 item 2).
    expect(body.version).toBe('4');
    expect(body.ingredients).toBe(JSON.stringify([{ ingredient_id: 11, id: 40, measurement: '1 cup' }]));
    expect(body.video_name).toBeUndefined();
  });

  it('an on-demand class sends no date or time', () => {
    const body = fields(classBody({ id: null, values: { ...values, classType: 'on-demand' }, lookups }, null));
    expect([body.class_date, body.class_time]).toEqual(['', '']);
  });

  it('reads a stored class back into the form, its UTC date and time as local ones', () => {
    const view = {
      id: 9, name: 'Knife skills', class_type: 'live', image: null, video_status: 2, video_name: 'a1B2c3D4_1.mov', is_active: true,
      created_at: '2026-11-20T10:00:00.000Z', chef: { id: 3, name: 'Massimo Bottura', email: 'massimo@osteria.it', profile_photo: null },
      description: '<p>Sharp</p>', chef_id: 3, class_date: '2027-01-01', class_time: '02:00:00', duration: 300, video_original_name: 'Knife skills.mov',
      video_url: '/v', video_link: '', instructions: [], class_instructions: [{ text: 'Dice', timestamp: '00:00:10', end_timestamp: null }],
      class_ingredients: [{ id: 40, ingredient_id: 11, measurement: '1 cup', ingredient: { name: 'Onion' } }],
      class_meal_icons: [{ meal_icon: { id: 2, meal_type: 'Dinner', image: null } }],
      recipe_name_start_time: '00:00:01', recipe_name_end_time: null, ingredient_start_time: null, ingredient_end_time: null, version: 1,
    } satisfies ClassView;
    expect(inZone('America/New_York', () => toClassValues(view))).toEqual({
      ...emptyClassValues,
      name: 'Knife skills',
      classType: 'live',
      description: '<p>Sharp</p>',
      chefId: '3',
      classDate: '2026-12-31',
      classTime: '21:00',
      duration: 300,
      version: 1,
      instructions: [{ text: 'Dice', timestamp: '00:00:10', endTimestamp: '' }],
      ingredients: [{ id: 40, ingredientText: 'Onion', measurement: '1 cup' }],
      mealTypeIds: [2],
      recipeStart: '00:00:01',
      recipeEnd: '',
      ingredientStart: '',
      ingredientEnd: '',
      videoLink: '',
    });
  });
});

describe('class form rules', () => {
  it('refuses a start after its end, as the server does', () => {
    const errors = classFormErrors(
      { ...values, recipeStart: '00:00:40', ingredientStart: '00:00:25', instructions: [{ text: 'Dice', timestamp: '00:02:00', endTimestamp: '00:01:00' }] },
      lookups,
      '2026-11-22',
    );
    expect(errors.fields.recipeStart).toBe(START_AFTER_END_MESSAGE);
    expect(errors.fields.ingredientStart).toBe(START_AFTER_END_MESSAGE);
    expect(errors.instructions[0]?.timestamp).toBe(START_AFTER_END_MESSAGE);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://videos.example/pesto', 'videos.example/pesto', 'https://', 'https://videos.example/a b'])(
    'refuses the external video link %s: only a web address is a link',
    (videoLink) => {
      expect(classFormErrors({ ...values, videoLink }, lookups, '2026-11-22').fields.videoLink).toBe(VIDEO_LINK_MESSAGE);
    },
  );

  it('refuses an external video link over 2000 characters, and takes an http or https address', () => {
    const long = `https://videos.example/${'a'.repeat(2000)}`;
    expect(classFormErrors({ ...values, videoLink: long }, lookups, '2026-11-22').fields.videoLink).toBe('Must be at most 2000 characters');
    for (const videoLink of ['https://videos.example/pesto?t=10', ' http://videos.example/pesto ', '']) {
      expect(classFormErrors({ ...values, videoLink }, lookups, '2026-11-22').fields.videoLink).toBeUndefined();
    }
  });

  it('a row says "required" only after a save attempt', () => {
    expect(rowMessage(REQUIRED, '', false)).toBeUndefined();
    expect(rowMessage(REQUIRED, '', true)).toBe(REQUIRED);
  });

  it('a time in the wrong format is named once typed in full', () => {
    expect(rowMessage(TIME_FORMAT_MESSAGE, '00:1', false)).toBeUndefined();
    expect(rowMessage(TIME_FORMAT_MESSAGE, '00:10:6x', false)).toBe(TIME_FORMAT_MESSAGE);
  });

  it('free typing is refused as soon as no ingredient starts with it', () => {
    const names = lookups.ingredients.map((ingredient) => ingredient.name);
    expect(rowMessage(UNKNOWN_INGREDIENT_MESSAGE, 'Oni', false, names)).toBeUndefined();
    expect(rowMessage(UNKNOWN_INGREDIENT_MESSAGE, 'Unicorn', false, names)).toBe(UNKNOWN_INGREDIENT_MESSAGE);
  });
});
