import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { openExample } from './support/playground';

/** Clicks an agent's title, as a person picks a node (its centre may hold a tool badge). */
async function selectAgent(page: Page, name: string) {
  await page.getByTestId('agent-node').filter({ hasText: name }).first().getByText(new RegExp(`^${name}`)).first().click();
}


async function savedFile(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-save-file').click();
  return readFile(await (await download).path(), 'utf8');
}

test('reload finds the same graph and the same project', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'billing-support-sdk');
  await selectAgent(page, 'Billing');
  await page.getByTestId('agent-name').fill('Billing Desk');
  await expect(page.locator('[data-testid="agent-node"]', { hasText: 'Billing Desk' })).toBeVisible();
  // reload at once, without waiting for the autosave: the last edit must survive
  await page.reload();
  await expect(page.locator('[data-testid="agent-node"]', { hasText: 'Billing Desk' })).toBeVisible();

  // and the document comes back byte for byte
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const before = await savedFile(page);
  await page.reload();
  await expect(page.locator('[data-testid="agent-node"]', { hasText: 'Billing Desk' })).toBeVisible();
  expect(await savedFile(page)).toBe(before);
  await expect(page.getByTestId('graph-name')).toHaveValue('Billing and support (Agents SDK)');
});

test('an invalid file shows every problem with its path and leaves the graph alone', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  const before = await savedFile(page);
  const bad = {
    format: 'switchboard.graph',
    version: 1,
    id: 'bad graph',
    name: 'Broken',
    agents: [{ id: 'a', name: '', bogus: true }],
    tools: [{ id: 't', type: 'function', name: 't', timeoutMs: -5 }],
  };
  await page.getByTestId('open-file-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const dialog = page.getByTestId('import-errors');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('broken.json');
  const list = dialog.getByTestId('import-error-list');
  for (const path of ['id', 'agents[0].name', 'agents[0].bogus', 'tools[0].timeoutMs']) {
    await expect(list.locator('code', { hasText: new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}$`) })).toBeVisible();
  }
  await page.screenshot({ path: 'e2e/.artifacts/library-import-errors.png' });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  expect(await savedFile(page)).toBe(before);
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME customer service');
});

test('each example opens', async ({ page }) => {
  await page.goto('/');
  const files = (await readdir('public/examples')).filter((f) => f.endsWith('.json'));
  expect(files.length).toBeGreaterThanOrEqual(3);
  for (const file of files) {
    // the app's examples menu ships the same files (src/graph/examples.ts), keyed by file name
    await openExample(page, file.replace(/\.json$/, ''));
    const doc = JSON.parse(await readFile(`public/examples/${file}`, 'utf8')) as { name: string; agents: unknown[]; groups?: unknown[] };
    await expect(page.getByTestId('graph-name')).toHaveValue(doc.name);
    // fitted too far out to read names, a graph with groups shows its groups (the overview), else every agent
    await expect(async () => {
      const overview = (await page.getByTestId('canvas').getAttribute('data-overview')) === 'true';
      expect(overview && !doc.groups?.length, 'an overview only for a graph with groups').toBe(false);
      const shown = page.locator(overview ? '[data-testid="group-node"][data-overview="true"]' : '[data-testid="agent-node"]');
      expect(await shown.count()).toBe(overview ? doc.groups!.length : doc.agents.length);
    }).toPass();
    await expect(page.getByTestId('untrusted-banner')).toHaveCount(0);
  }
});

test('while an example downloads, the canvas says so and Auto-layout waits for it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME customer service');
  // hold the example's own chunk, as a slow connection would
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/billing-support-sdk-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('library-menu').click();
  await page.getByTestId('example:billing-support-sdk').click();
  await expect(page.getByTestId('canvas-opening')).toHaveText('Opening “Billing and support”…');
  await expect(page.getByTestId('auto-layout')).toBeDisabled();
  await page.screenshot({ path: 'e2e/.artifacts/library-opening-example.png' });
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME customer service');
  release();
  await expect(page.getByTestId('graph-name')).toHaveValue('Billing and support (Agents SDK)');
  await expect(page.getByTestId('canvas-opening')).toHaveCount(0);
  await page.getByTestId('auto-layout').click();
  // the layout lands on the example just opened, as one undo step
  await expect(page.getByTestId('undo')).toBeEnabled();
});

test('a file opened from disk or dropped on the window is untrusted until trusted', async ({ page }) => {
  await page.goto('/');
  const text = await readFile('public/examples/acme-customer-service.json', 'utf8');
  await page.getByTestId('open-file-input').setInputFiles({ name: 'acme.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(3);
  // code fields say so too
  await selectAgent(page, 'Sales');
  await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open execute_order/ }).click();
  await expect(page.getByTestId('code-untrusted')).toBeVisible();
  await page.getByTestId('trust-graph').click();
  await expect(page.getByTestId('untrusted-banner')).toHaveCount(0);
  await expect(page.getByTestId('code-untrusted')).toHaveCount(0);

  // drag and drop: a file dropped anywhere opens as another untrusted project
  const billing = await readFile('public/examples/billing-support-sdk.json', 'utf8');
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'billing.json', { type: 'application/json' }));
    window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, billing);
  await expect(page.getByTestId('graph-name')).toHaveValue('Billing and support (Agents SDK)');
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();

  // trust survives a reload, per project
  await page.screenshot({ path: 'e2e/.artifacts/library-untrusted.png' });
  await page.reload();
  await expect(page.getByTestId('graph-name')).toHaveValue('Billing and support (Agents SDK)');
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
});

test('projects: create, rename, duplicate, switch and delete', async ({ page }) => {
  // a first open is the ACME example
  await page.goto('/');
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME customer service');
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-new').click();
  await expect(page.getByTestId('graph-name')).toHaveValue(/^Untitled graph/);

  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-projects').click();
  const dialog = page.getByTestId('projects-dialog');
  const acme = dialog.getByTestId('project:ACME customer service');
  await expect(acme).toBeVisible();
  await acme.getByTestId('project-rename').click();
  await acme.getByRole('textbox', { name: 'Project name' }).fill('ACME support');
  await acme.getByRole('textbox', { name: 'Project name' }).press('Enter');
  const renamed = dialog.getByTestId('project:ACME support');
  await expect(renamed).toBeVisible();
  await renamed.getByTestId('project-duplicate').click();
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME support (copy)');
  await page.screenshot({ path: 'e2e/.artifacts/library-projects.png' });

  await dialog.getByTestId('project:ACME support (copy)').getByTestId('project-delete').click();
  await dialog.getByTestId('project-delete-confirm').click();
  await expect(dialog.getByTestId('project:ACME support (copy)')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'ACME support', exact: true }).click();
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME support');
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(3);
});

test('a share link opens the same graph in a new page, untrusted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await openExample(page, 'billing-support-sdk');
  await selectAgent(page, 'Billing');
  await page.getByTestId('agent-name').fill('Billing Desk');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const original = await savedFile(page);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-share-link').click();
  await expect(page.getByText('Share link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#graph=[A-Za-z0-9_-]+$/);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('untrusted-banner')).toBeVisible();
  await expect(other.locator('[data-testid="agent-node"]', { hasText: 'Billing Desk' })).toBeVisible();
  expect(other.url()).not.toContain('#graph=');
  // the same graph, byte for byte, told apart from the project it came from by its name
  const name = '"name": "Billing and support (Agents SDK)"';
  expect(original).toContain(name);
  expect(await savedFile(other)).toBe(original.replace(name, '"name": "Billing and support (Agents SDK) (2)"'));
});
