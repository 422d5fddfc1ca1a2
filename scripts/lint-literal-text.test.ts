import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * No literal text in the web app's JSX (eslint.config.js, NO_LITERAL_TEXT): what a page shows comes from
 * the message catalogues (README, "Languages"), or the Hindi page would show it in English.
 */

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const FILE = 'apps/web/src/features/admin/components/literal-fixture.tsx';
const TEST_FILE = 'apps/web/src/features/admin/components/literal-fixture.test.tsx';

async function literalFindings(jsx: string, filePath = FILE): Promise<number> {
  const code = `export const x = (_: (k: string) => string, busy: boolean) => (${jsx});\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('literal text in JSX', () => {
  it.each([
    '<p>Save the property</p>',
    '<p>{"Save"}</p>',
    '<p>{busy ? "Saving" : "Save"}</p>',
    '<p>{`Saved ${1}`}</p>',
    '<input placeholder="Search" />',
    '<button aria-label="Close" />',
    '<Field label={busy ? "Wait" : "Name"} />',
    '<p>नीलामी</p>',
  ])(
    'is refused: %s',
    async (jsx) => {
      expect(await literalFindings(jsx)).toBeGreaterThan(0);
    },
    30_000,
  );

  it.each([
    "<p>{_('admin.save')}</p>",
    "<input placeholder={_('admin.search')} aria-label={_('admin.search')} />",
    '<p className="lead" data-testid="x" type="button">₹ — · {1}</p>',
    '<Trans id="admin.greeting" />',
  ])(
    'is not found in what the catalogues give: %s',
    async (jsx) => {
      expect(await literalFindings(jsx)).toBe(0);
    },
    30_000,
  );

  it('is allowed in tests', async () => {
    expect(await literalFindings('<p>Save the property</p>', TEST_FILE)).toBe(0);
  }, 30_000);
});
