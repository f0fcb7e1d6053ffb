/**
 * Issue #12 item 8 (DESIGN.md section 5): a NUL byte in any text and a page past the end of
 * PostgreSQL's bigint offset are refused by the contract with 400 and a clear message, with
 * nothing changed; a query that fails anyway is logged without its parameters.
 */
import { validationEnglish } from '../../src/api/contract/validation-ids';
import { refusal } from '../support/answers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/api/contract/account';
import { adminPaths } from '../../areas/admins/admin-contract';
import { blockPricePaths } from '../../areas/block-prices/block-price-contract';
import { chefPaths } from '../../areas/chefs/chef-contract';
import { classPaths } from '../../areas/classes/class-contract';
import { NUL_MESSAGE } from '../../src/api/contract/fields';
import { ingredientPaths } from '../../areas/ingredients/ingredient-contract';
import { LIST_MAX_PAGE } from '../../src/api/contract/list';
import { mealPaths } from '../../areas/meals/meal-contract';
import { staticPagePaths } from '../../areas/static-pages/static-page-contract';
import { subscribedEmailPaths } from '../../areas/subscribed-emails/subscribed-email-contract';
import { subscriptionPaths } from '../../areas/subscriptions/subscription-contract';
import { uploadPaths } from '../../src/api/contract/uploads';
import { userPaths } from '../../areas/users/user-contract';
import { UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { callForm } from '../support/api-people-requests';
import { call, signedInToken, type Answer } from '../support/api-requests';
import { databaseFingerprint } from '../support/database-fingerprint';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

async function expectRefusedUnchanged(run: () => Promise<Answer>, message: string) {
  const before = await databaseFingerprint(t.db);
  const answer = await run();
  expect(answer.status, answer.body.message).toBe(400);
  expect(answer.body).toEqual(refusal(message));
  expect(await databaseFingerprint(t.db)).toEqual(before);
}

const LISTS = [
  adminPaths.list,
  userPaths.list,
  chefPaths.list,
  mealPaths.list,
  ingredientPaths.list,
  classPaths.list,
  subscriptionPaths.list,
  blockPricePaths.list,
  staticPagePaths.list,
  subscribedEmailPaths.list,
];

describe('a page past any real list', () => {
  it.each(LISTS)('%s refuses page 9.3×10^17 with 400', async (path) => {
    await expectRefusedUnchanged(() => call(t.app, path, { token, body: { page: 9.3e17 } }), `page: page must be at most ${LIST_MAX_PAGE}`);
  });

  it.each(LISTS)('%s still answers the last page allowed', async (path) => {
    const answer = await call(t.app, path, { token, body: { page: LIST_MAX_PAGE } });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('a NUL byte in a text', () => {
  it.each(LISTS)('%s refuses it in the search', async (path) => {
    await expectRefusedUnchanged(() => call(t.app, path, { token, body: { search: 'a\u0000b' } }), `search: ${validationEnglish(NUL_MESSAGE)}`);
  });

  it('is refused in a look-up query', async () => {
    await expectRefusedUnchanged(() => call(t.app, `${chefPaths.lookup}?search=a%00b`, { token }), `search: ${validationEnglish(NUL_MESSAGE)}`);
    await expectRefusedUnchanged(() => call(t.app, `${mealPaths.lookup}?search=%00`, { token }), `search: ${validationEnglish(NUL_MESSAGE)}`);
  });

  it('is refused in a JSON add', async () => {
    await expectRefusedUnchanged(() => call(t.app, ingredientPaths.add, { token, body: { name: 'Salt\u0000' } }), `name: ${validationEnglish(NUL_MESSAGE)}`);
    await expectRefusedUnchanged(() => call(t.app, blockPricePaths.add, { token, body: { title: 'Ten', amount: '10\u0000' } }), `amount: ${validationEnglish(NUL_MESSAGE)}`);
  });

  it('is refused in a multipart add', async () => {
    await expectRefusedUnchanged(
      () => callForm(t.app, chefPaths.add, { name: 'Julia\u0000', email: 'julia@mise.test' }, { token }),
      `name: ${validationEnglish(NUL_MESSAGE)}`,
    );
  });

  it('is refused in the own profile', async () => {
    await expectRefusedUnchanged(
      () => callForm(t.app, accountPaths.editProfile, { first_name: 'Ada\u0000', last_name: 'Admin', email: fixtureAdmins.superAdmin.email }, { token, method: 'PUT' }),
      `first_name: ${validationEnglish(NUL_MESSAGE)}`,
    );
  });

  it('is refused in an upload id', async () => {
    await expectRefusedUnchanged(
      () => call(t.app, `${UPLOAD_API_BASE}${uploadPaths.abort}`, { token, body: { fileId: 'a\u0000', fileKey: 'k' } }),
      `fileId: ${validationEnglish(NUL_MESSAGE)}`,
    );
  });

  it('is refused in a nested field and in a key, naming where', async () => {
    await expectRefusedUnchanged(() => call(t.app, chefPaths.list, { token, body: { filter: { deep: ['x', 'y\u0000'] } } }), `filter.deep.1: ${validationEnglish(NUL_MESSAGE)}`);
    await expectRefusedUnchanged(() => call(t.app, chefPaths.list, { token, body: { 'a\u0000': 1 } }), `a\\0: ${validationEnglish(NUL_MESSAGE)}`);
  });
});

describe('a query that fails', () => {
  it('is logged with its SQL and the types of its parameters, never their values', async () => {
    // The database refuses every new user, after the server has hashed the password and made an activation code.
    await t.db.execute(sql.raw(`
      create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$;
      create trigger refuse_users before insert on users for each row execute function refuse_users();`));
    try {
      const answer = await callForm(
        t.app,
        userPaths.add,
        { first_name: 'Marcella', last_name: 'Hazan', email: 'marcella@hazan.test', password: 'Bon-appetit#1961' },
        { token },
      );

      expect(answer.status).toBe(500);
      const logged = t.logger.lines.join('\n');
      expect(logged).toContain('POST /api/v1/admin/user/add failed');
      expect(logged).toContain('Failed query: insert into "users"');
      expect(logged).toContain('params (types only): [');
      expect(logged).toContain('refused by the test');
      for (const value of ['marcella@hazan.test', 'Marcella', 'Hazan', 'Bon-appetit', 'scrypt$']) expect(logged).not.toContain(value);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_users on users; drop function refuse_users();'));
    }
  });
});
