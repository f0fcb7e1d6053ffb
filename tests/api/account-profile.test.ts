/**
 * PUT auth/edit-profile (spec sections 2, 5, 7): names and an optional image (jpg/png by their
 * bytes, at least 100x100), for the signed-in admin only; the e-mail cannot change. The answer is
 * what the SPA puts in its session. A refused call changes no row and stores no file.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/db/schema';
import { PROFILE_UPDATED } from '../../server/routes/account';
import { editProfileResponse } from '../../src/api/contract/account';
import { sessionResponse } from '../../src/api/contract/auth-answers';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { jpeg, png } from '../support/api-people-images';
import { callForm, expectRefusedWithoutChange, keyOf, storedObjects, type FormFields } from '../support/api-people-requests';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

/** `as`: the bearer token, or null for none. */
const editProfile = (fields: FormFields, as: string | null = token) =>
  callForm(t.app, 'auth/edit-profile', fields, { method: 'PUT', ...(as ? { token: as } : {}) });

const image = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const teal = [0x0f, 0x76, 0x6e] as const;

describe('edit profile', () => {
  it('saves the names and a new image, answers what the session shows, and serves the image', async () => {
    const answer = await editProfile({ first_name: ' Cora ', last_name: 'Kitchen', image: image(png(120, 120, [...teal]), 'me.png', 'image/png') });
    expect(answer.status).toBe(200);
    const { message, data } = v.parse(editProfileResponse, answer.body);
    expect(message).toBe(PROFILE_UPDATED.message);
    expect(data).toMatchObject({ first_name: 'Cora', last_name: 'Kitchen', email: fixtureAdmins.contentManager.email });
    expect(data.profile_image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);

    const file = await t.app.request(data.profile_image!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const session = v.parse(sessionResponse, (await call(t.app, 'auth/session', { token })).body).data;
    expect(session).toMatchObject({ first_name: 'Cora', last_name: 'Kitchen', profile_image: data.profile_image });
  });

  it('replaces the image (the old file goes), and keeps it when only the names change', async () => {
    const before = await storedObjects(t.objects);
    const replaced = v.parse(editProfileResponse, (await editProfile({ first_name: 'Cora', last_name: 'Kitchen', image: image(jpeg(160, 160), 'me.jpg', 'image/jpeg') })).body);
    const after = await storedObjects(t.objects);
    expect(after).toEqual([keyOf(replaced.data.profile_image)]);
    expect(after).not.toEqual(before);

    const renamed = v.parse(editProfileResponse, (await editProfile({ first_name: 'Coralie', last_name: 'Kitchen' })).body);
    expect(renamed.data.profile_image).toBe(replaced.data.profile_image);
    expect(renamed.data.first_name).toBe('Coralie');
  });

  it('never changes the e-mail, whatever the form says', async () => {
    const answer = await editProfile({ first_name: 'Cora', last_name: 'Kitchen', email: 'elsewhere@mise.test' });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { email: string }).email).toBe(fixtureAdmins.contentManager.email);
  });

  it('refuses a file that is not an image, even named .png, and changes nothing', async () => {
    const text = image(new TextEncoder().encode('not a picture at all'), 'photo.png', 'image/png');
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: 'Eve', last_name: 'Evil', image: text }), 400, 'image: Only jpg, png or jpeg images are allowed');
  });

  it('refuses a 99x99 image, and takes a 100x100 one', async () => {
    const small = image(png(99, 99, [...teal]), 'small.png', 'image/png');
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: 'Eve', last_name: 'Small', image: small }), 400, 'image: The image must be at least 100x100 pixels');
    const wide = image(png(300, 99, [...teal]), 'wide.png', 'image/png');
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: 'Eve', last_name: 'Wide', image: wide }), 400, 'image: The image must be at least 100x100 pixels');
    expect((await editProfile({ first_name: 'Cora', last_name: 'Kitchen', image: image(png(100, 100, [...teal]), 'ok.png', 'image/png') })).status).toBe(200);
  });

  it('requires both names, and a session', async () => {
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: '  ', last_name: 'Kitchen' }), 400, 'first_name: This field is required');
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: 'Cora' }), 400, 'last_name: This field is required');
    await expectRefusedWithoutChange(t, [admins], () => editProfile({ first_name: 'Cora', last_name: 'Kitchen' }, null), 401, /session has ended/);
  });

  it('changes only the signed-in admin', async () => {
    const others = (await t.db.select().from(admins)).filter((row) => row.email !== fixtureAdmins.contentManager.email);
    await editProfile({ first_name: 'Cora', last_name: 'Only' });
    const after = (await t.db.select().from(admins)).filter((row) => row.email !== fixtureAdmins.contentManager.email);
    expect(after).toEqual(others);
  });
});
