/**
 * The ingredients group (spec section 7 "Ingredients"): add, edit, delete and ingredients/all,
 * with their refusals. Names are trimmed, start with a capital and are unique whatever their case.
 * Lists are in content-lists.test.ts. After every refused call the table is as it was.
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingredientAllResponse } from '../../areas/ingredients/ingredient-contract';
import { ingredientConflictAs409 } from '../../server/content/ingredient-name';
import { INGREDIENT_IN_CLASSES } from '../../server/classes/used-by-classes';
import { classes, classIngredients } from '../../areas/classes/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { insertChefs } from '../support/api-people-rows';
import { expectRefusedWithoutChange as expectRefused } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { insertIngredients, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(classes);
  await t.db.delete(ingredients);
});

const add = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'ingredients/add', { body, ...options });
const edit = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'ingredients/edit', { body, method: 'PUT', ...options });
const names = async () => (await t.db.select({ name: ingredients.name }).from(ingredients).orderBy(asc(ingredients.id))).map((row) => row.name);
const addOne = async (name: string) => (await insertIngredients(t.db, [{ name }]))[0]!;

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [ingredients], run, status, message);

describe('ingredients/add', () => {
  it('adds the ingredient, trimmed and capitalised, and answers "Ingredient added"', async () => {
    const answer = await add({ name: '  smoked paprika ' });

    expect(answer.body).toEqual({ status: true, message: 'Ingredient added', code: 'ingredient.added' });
    expect(await names()).toEqual(['Smoked paprika']);
  });

  it('keeps the rest of the name as typed', async () => {
    await add({ name: 'pH-balanced WATER' });
    expect(await names()).toEqual(['PH-balanced WATER']);
  });

  it.each<[string, unknown, string]>([
    ['no name', {}, 'name: This field is required'],
    ['an empty name', { name: '' }, 'name: This field is required'],
    ['a whitespace-only name', { name: ' \t\n ' }, 'name: This field is required'],
    ['a name that is not text', { name: 42 }, 'name: This field is required'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'name: Must be at most 100 characters'],
  ])('refuses %s with 400', async (_case, body, message) => {
    await expectRefusedWithoutChange(() => add(body), 400, message);
  });

  it.each([
    ['the same name', 'Tomato'],
    ['the same name in other letters case', 'TOMATO'],
    ['the same name with spaces around it', '  tomato  '],
  ])('refuses %s as another ingredient with 409', async (_case, name) => {
    await addOne('Tomato');
    await expectRefusedWithoutChange(() => add({ name }), 409, 'This ingredient already exists');
  });

  it('answers 409 too when the database itself refuses the name (two adds racing)', async () => {
    await addOne('Tomato');
    await expect(ingredientConflictAs409(t.db.insert(ingredients).values({ name: 'tomato' }))).rejects.toMatchObject({
      status: 409,
      message: 'This ingredient already exists',
    });
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefusedWithoutChange(() => add('name=Tomato'), 400, 'Request body must be valid JSON');
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add({ name: 'Tomato' }, {}), 401, /sign in/i);
  });
});

describe('ingredients/edit', () => {
  it('renames the ingredient, trimmed and capitalised, and answers "Ingredient updated"', async () => {
    const tomato = await addOne('Tomato');

    const answer = await edit({ id: tomato.id, name: ' cherry tomato ' });

    expect(answer.body).toEqual({ status: true, message: 'Ingredient updated', code: 'ingredient.updated' });
    expect(await names()).toEqual(['Cherry tomato']);
  });

  it('takes the id as a number or as text', async () => {
    const tomato = await addOne('Tomato');
    expect((await edit({ id: String(tomato.id), name: 'Plum tomato' })).status).toBe(200);
    expect(await names()).toEqual(['Plum tomato']);
  });

  it('accepts the ingredient’s own name in another case', async () => {
    const tomato = await addOne('tomato');
    expect((await edit({ id: tomato.id, name: 'tomato' })).status).toBe(200);
    expect(await names()).toEqual(['Tomato']);
  });

  it('refuses the name of another ingredient with 409, whatever its case', async () => {
    await addOne('Basil');
    const tomato = await addOne('Tomato');
    await expectRefusedWithoutChange(() => edit({ id: tomato.id, name: ' BASIL ' }), 409, 'This ingredient already exists');
  });

  it('refuses an unknown id with 404', async () => {
    await addOne('Tomato');
    await expectRefusedWithoutChange(() => edit({ id: 999_999, name: 'Basil' }), 404, 'Ingredient not found');
  });

  it.each<[string, (id: number) => unknown, string]>([
    ['no id', () => ({ name: 'Basil' }), 'id: id is required'],
    ['an id that is not a number', () => ({ id: 'x1', name: 'Basil' }), 'id: id must be a positive whole number'],
    ['no name', (id) => ({ id }), 'name: This field is required'],
    ['a whitespace-only name', (id) => ({ id, name: '   ' }), 'name: This field is required'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const tomato = await addOne('Tomato');
    await expectRefusedWithoutChange(() => edit(body(tomato.id)), 400, message);
  });

  it('is a PUT, as the contract says', async () => {
    const tomato = await addOne('Tomato');
    expect((await call(t.app, 'ingredients/edit', { body: { id: tomato.id, name: 'Basil' }, token })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const tomato = await addOne('Tomato');
    await expectRefusedWithoutChange(() => edit({ id: tomato.id, name: 'Basil' }, {}), 401, /sign in/i);
  });
});

describe('ingredients/delete/{id}', () => {
  it('deletes the ingredient, the id in the path', async () => {
    const tomato = await addOne('Tomato');
    await addOne('Basil');

    const answer = await call(t.app, `ingredients/delete/${tomato.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Ingredient deleted', code: 'ingredient.deleted' });
    expect(await names()).toEqual(['Basil']);
  });

  it('refuses an unknown id with 404', async () => {
    await addOne('Tomato');
    await expectRefusedWithoutChange(() => call(t.app, 'ingredients/delete/424242', { token }), 404, 'Ingredient not found');
  });

  it('refuses a malformed id with 400', async () => {
    await addOne('Tomato');
    await expectRefusedWithoutChange(() => call(t.app, 'ingredients/delete/1%20or%201=1', { token }), 400, 'id: id must be a positive whole number');
  });

  it('refuses an ingredient a class uses with 409, keeping it', async () => {
    const tomato = await addOne('Tomato');
    const [chef] = await insertChefs(t.db, [{ first: 'Ana', last: 'Roš', email: `ana${tomato.id}@hisa-franko.test` }]);
    const [lesson] = await t.db.insert(classes).values({ name: 'Sauce', classType: 'on-demand', chefId: chef!.id }).returning();
    await t.db.insert(classIngredients).values({ classId: lesson!.id, ingredientId: tomato.id, position: 0, measurement: '2' });
    await expectRefusedWithoutChange(() => call(t.app, `ingredients/delete/${tomato.id}`, { token }), 409, INGREDIENT_IN_CLASSES.message);
  });

  it('needs a signed-in admin', async () => {
    const tomato = await addOne('Tomato');
    await expectRefusedWithoutChange(() => call(t.app, `ingredients/delete/${tomato.id}`), 401, /sign in/i);
  });
});

describe('ingredients/all (the class form’s look-up)', () => {
  it('answers every ingredient, id and name, A to Z whatever the case', async () => {
    await insertIngredients(t.db, [{ name: 'Tomato' }, { name: 'basil' }, { name: 'Garlic' }]);

    const answer = await call(t.app, 'ingredients/all', { token });

    const rows = v.parse(ingredientAllResponse, answer.body).data.rows;
    expect(rows.map((row) => row.name)).toEqual(['basil', 'Garlic', 'Tomato']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'name']);
    const [basil] = await t.db.select().from(ingredients).where(eq(ingredients.name, 'basil'));
    expect(rows[0]!.id).toBe(basil!.id);
  });

  it('is not capped: the picker must find every ingredient', async () => {
    await insertIngredients(t.db, Array.from({ length: 600 }, (_, index) => ({ name: `Spice ${String(index).padStart(3, '0')}` })));
    const answer = await call(t.app, 'ingredients/all', { token });
    expect(v.parse(ingredientAllResponse, answer.body).data.rows).toHaveLength(600);
  });

  it('answers an empty list when there is none', async () => {
    expect((await call(t.app, 'ingredients/all', { token })).body).toEqual({ status: true, message: 'Ingredients', code: 'ingredient.all', data: { rows: [] } });
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, 'ingredients/all')).status).toBe(401);
  });
});
