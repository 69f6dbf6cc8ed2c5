import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { openFreshApp } from './support/app';
import { openExample } from './support/playground';

for (const id of ['acme-customer-service', 'billing-support-sdk', 'ag2-planning-control']) {
  test(`a share link from the export dialog opens ${id} in a new page, untrusted`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFreshApp(page);
    await openExample(page, id);
    const doc = JSON.parse(await readFile(`public/examples/${id}.json`, 'utf8')) as { agents: { id: string; name: string }[] };

    await page.getByTestId('export-button').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('share-link').click();
    await expect(dialog.getByTestId('share-link-status')).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // the graph rides in the fragment, which browsers never send to a server
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#graph=[A-Za-z0-9_-]+$/);
    await expect(dialog.getByTestId('share-link-url')).toHaveValue(link);

    const other = await context.newPage();
    const requested: string[] = [];
    other.on('request', (r) => requested.push(r.url()));
    await other.goto(link);
    await expect(other.getByTestId('untrusted-banner')).toBeVisible();
    await expect(other.getByTestId('agent-node')).toHaveCount(doc.agents.length);
    for (const agent of doc.agents) {
      await expect(other.locator(`[data-testid=agent-node][data-agent-id="${agent.id}"]`)).toContainText(agent.name);
    }
    // this browser already has a project of that name (the one the link was made from): the
    // opened link is told apart as "Name (2)"
    await expect(other.getByTestId('graph-name')).toHaveValue(`${await page.getByTestId('graph-name').inputValue()} (2)`);
    // the fragment is cleared once imported, and never reached the server
    await expect.poll(() => other.url()).not.toContain('#graph=');
    expect(requested.filter((url) => url.includes('graph='))).toEqual([]);
  });
}

test('a graph too large for a link gets a clear message and is downloaded as a file instead', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFreshApp(page);
  // a graph whose instructions do not compress: open it as a file, as a person would
  const doc = JSON.parse(await readFile('public/examples/billing-support-sdk.json', 'utf8')) as { name: string; agents: { instructions: string }[] };
  doc.name = 'Very long graph';
  doc.agents[0].instructions = Array.from({ length: 4000 }, (_, i) => ((i * 2654435761) % 2 ** 32).toString(36)).join(' ');
  await page.getByTestId('open-file-input').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await expect(page.getByTestId('graph-name')).toHaveValue('Very long graph');

  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('share-link').click();
  await expect(dialog.getByTestId('share-link-problem')).toContainText('too large for a link');
  await expect(dialog.getByTestId('share-link-problem')).toContainText('Downloaded very-long-graph.json');
  const file = await download;
  expect(file.suggestedFilename()).toBe('very-long-graph.json');
  const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as { agents: { instructions: string }[] };
  expect(saved.agents[0].instructions).toBe(doc.agents[0].instructions);
  await expect(dialog.getByTestId('share-link-url')).toHaveCount(0);
});
