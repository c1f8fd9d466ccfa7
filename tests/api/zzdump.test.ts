import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '../support/testApp';
it('dump', async () => {
  const t = await createTestApp();
  const started = Date.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  console.log('doc ms', Date.now() - started);
  writeFileSync(process.env.DUMP ?? '/tmp/oa/openapi.json', res.body);
  writeFileSync('/tmp/oa/routes.json', JSON.stringify(t.app.apiRoutes));
  await t.close();
}, 120000);
