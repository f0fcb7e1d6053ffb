import { describe, expect, it } from 'vitest';
import { referencesFirst } from '../../server/backup/product-tables';

describe('the order a backup copies the tables in', () => {
  it('puts each table after the ones its rows refer to, whatever order they come in', () => {
    const tables = [
      { name: 'class_meal_icons', refs: ['classes', 'meal_icons'] },
      { name: 'classes', refs: ['admins', 'chefs'] },
      { name: 'admins', refs: ['admin_roles'] },
      { name: 'meal_icons', refs: [] },
      { name: 'chefs', refs: [] },
      { name: 'admin_roles', refs: [] },
    ];
    const order = referencesFirst(tables);
    expect(order).toHaveLength(6);
    for (const { name, refs } of tables) for (const ref of refs) expect(order.indexOf(ref), `${ref} before ${name}`).toBeLessThan(order.indexOf(name));
    expect(referencesFirst([...tables].reverse())).toEqual(order);
  });

  it("leaves a table's reference to itself aside, and one to a table outside the list", () => {
    expect(referencesFirst([{ name: 'admins', refs: ['admins', 'admin_roles'] }, { name: 'activity', refs: [] }])).toEqual(['activity', 'admins']);
  });

  it('says so when tables refer to each other in a circle: no order could restore them', () => {
    expect(() => referencesFirst([{ name: 'a', refs: ['b'] }, { name: 'b', refs: ['a'] }])).toThrow('The tables refer to each other in a circle: a → b → a');
  });
});
