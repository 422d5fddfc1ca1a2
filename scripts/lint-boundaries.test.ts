import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The web app's feature boundaries, as `npm run lint` enforces them (eslint.config.js): a feature may
 * import its own files and what is shared (components/, lib/, testing/, packages/shared), never another
 * feature's files, however the import is spelt.
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
    "import { makeProperty } from '../../../testing/property-fixtures';",
    "import { formatRupees } from '@eauction/shared';",
  ])(
    'allows the feature’s own and the shared files: %s',
    async (line) => {
      expect(await boundaryFindings(`${line}\n`, ADMIN_FILE)).toEqual([]);
    },
    30_000,
  );
});
