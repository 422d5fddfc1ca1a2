import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The boundaries `npm run lint` enforces (eslint.config.js), however an import is spelt:
 * - the web app's features: a feature may import its own files and what is shared (components/, lib/,
 *   testing/, packages/shared), never another feature's files;
 * - test support: production files of apps/server/src and apps/web/src never import a testing/ folder;
 *   tests, test support and the server's benchmark scripts may.
 */

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The boundary findings of ESLint on `code`, as if it were the file at `filePath`. */
async function boundaryFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const ADMIN_FILE = 'apps/web/src/features/admin/components/boundary-fixture.tsx';
const ADMIN_TEST_FILE = 'apps/web/src/features/admin/components/boundary-fixture.test.tsx';

describe('the feature boundaries of the web app', () => {
  it.each([
    "import { PropertyCard } from '../../properties/components/property-card';",
    "import { PropertyCard } from '../../../features/properties/components/property-card';",
    "import { PropertyCard } from '../../properties/components/property-card.tsx';",
    "export { HomePage } from '../../properties/routes/home-page';",
  ])(
    'refuses another feature’s file: %s',
    async (line) => {
      const findings = await boundaryFindings(`${line}\n`, ADMIN_FILE);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toContain('not from another feature');
    },
    30_000,
  );

  it.each([
    "import { AdminPage } from '../admin-page';",
    "import { RegistrationStatusBadge } from '../../../components/registration-status-badge';",
    "import { propertyQueryOptions } from '../../../lib/property-query';",
    "import { formatRupees } from '@eauction/shared';",
  ])(
    'allows the feature’s own and the shared files: %s',
    async (line) => {
      expect(await boundaryFindings(`${line}\n`, ADMIN_FILE)).toEqual([]);
    },
    30_000,
  );

  it('allows a feature’s tests the shared test support', async () => {
    const line = "import { makeProperty } from '../../../testing/property-fixtures';";
    expect(await boundaryFindings(`${line}\n`, ADMIN_TEST_FILE)).toEqual([]);
  }, 30_000);
});

describe('test support stays out of production code', () => {
  it.each([
    [
      'apps/server/src/modules/admin/boundary-fixture.ts',
      "import { createTestApp } from '../../testing/test-app';",
    ],
    ['apps/server/src/platform/boundary-fixture.ts', "export { insertProperty } from '../testing/fixtures';"],
    [
      'apps/server/src/boundary-fixture.ts',
      "import { startPrivateRedis } from './testing/ops/private-redis.ts';",
    ],
    [
      'apps/server/src/db/boundary-fixture.ts',
      "import { AUTHZ_MATRIX } from '../../src/testing/security/authz-matrix';",
    ],
    [ADMIN_FILE, "import { makeProperty } from '../../../testing/property-fixtures';"],
    [ADMIN_FILE, "import { renderAdmin } from '../testing/render-admin';"],
    ['apps/web/src/lib/boundary-fixture.ts', "import { fakeApi } from '../testing/app-test-utils';"],
    ['apps/web/src/server/boundary-fixture.tsx', "export * from '../testing/fake-socket';"],
  ])(
    'refuses test support in the production file %s: %s',
    async (file, line) => {
      const findings = await boundaryFindings(`${line}\n`, file);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toContain('Production code does not import test support');
    },
    30_000,
  );

  it.each([
    [
      'apps/server/src/modules/admin/boundary-fixture.test.ts',
      "import { createTestApp } from '../../testing/test-app';",
    ],
    ['apps/server/src/testing/boundary-fixture.ts', "import { createTestApp } from './test-app';"],
    ['apps/server/src/testing/security/boundary-fixture.ts', "import { insertProperty } from '../fixtures';"],
    [
      'apps/server/scripts/boundary-fixture.ts',
      "import { createPostgresDatabase } from '../src/testing/test-database';",
    ],
    ['apps/server/src/modules/admin/boundary-fixture.ts', "import { loadConfig } from '../../config';"],
    [ADMIN_TEST_FILE, "import { renderAdmin } from '../testing/render-admin';"],
    [
      'apps/web/src/features/admin/testing/boundary-fixture.tsx',
      "import { fakeApi } from '../../../testing/app-test-utils';",
    ],
    ['apps/web/src/testing/boundary-fixture.ts', "import { makeProperty } from './property-fixtures';"],
    ['apps/web/src/lib/boundary-fixture.ts', "import { formatRupees } from '@eauction/shared';"],
  ])(
    'allows the import in %s: %s',
    async (file, line) => {
      expect(await boundaryFindings(`${line}\n`, file)).toEqual([]);
    },
    30_000,
  );
});
