import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellSettings } from '../../src/schemas/shellSettings';
import { DEFAULT_SHELL_SETTINGS } from '../../src/schemas/shellSettings';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Answer = { settings: ShellSettings; saved: boolean };

describe('GET/PUT /api/user/settings (the shell preferences)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
  });
  afterAll(() => t.close());

  const read = async (as: Api) => {
    const res = await as.get<OkBody<Answer>>('/api/user/settings');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('answers the defaults before anything is saved', async () => {
    expect(await read(roles.as('readOnly'))).toEqual({ settings: DEFAULT_SHELL_SETTINGS, saved: false });
  });

  it('keeps what a user saves and leaves other users untouched', async () => {
    const admin = roles.as('admin');
    const client = roles.as('client');
    const mine: ShellSettings = { sidebarTheme: 'dark', sidebarType: 'scrollable', layoutType: 'horizontal', layoutWidth: 'boxed', darkMode: true };
    const theirs: ShellSettings = { ...DEFAULT_SHELL_SETTINGS, layoutType: 'detached' };
    expect((await client.put('/api/user/settings', theirs)).status).toBe(200);
    const put = await admin.put<OkBody<Answer>>('/api/user/settings', mine);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await read(admin)).toEqual({ settings: mine, saved: true });
    expect(await read(client)).toEqual({ settings: theirs, saved: true });
    // Saved again: the row is replaced, not added.
    const again = { ...mine, darkMode: false };
    expect((await admin.put('/api/user/settings', again)).status).toBe(200);
    expect((await read(admin)).settings).toEqual(again);
    expect((await read(client)).settings).toEqual(theirs);
  });

  it('refuses unknown keys, unknown values and missing keys with 400 and changes nothing', async () => {
    const noRights = roles.as('noRights');
    const kept: ShellSettings = { ...DEFAULT_SHELL_SETTINGS, sidebarTheme: 'light' };
    expect((await noRights.put('/api/user/settings', kept)).status).toBe(200);
    const { darkMode: _dropped, ...missing } = kept;
    for (const body of [{ ...kept, layoutType: 'diagonal' }, { ...kept, darkMode: 'yes' }, { ...kept, colour: 'red' }, missing, [], 'fluid', null]) {
      const res = await noRights.put<ErrorBody>('/api/user/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await read(noRights)).settings).toEqual(kept);
  });

  it('answers 401 to a caller who is not signed in, for reading and for saving', async () => {
    const anonymous = roles.as('anonymous');
    expect((await anonymous.get('/api/user/settings')).status).toBe(401);
    expect((await anonymous.put('/api/user/settings', DEFAULT_SHELL_SETTINGS)).status).toBe(401);
  });
});
