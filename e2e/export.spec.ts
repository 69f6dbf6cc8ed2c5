import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { mod, openFreshApp } from './support/app';
import { openExample } from './support/playground';

const EXAMPLES = [
  { id: 'acme-customer-service', file: 'acme-customer-service.json' },
  { id: 'billing-support-sdk', file: 'billing-support-sdk.json' },
  { id: 'ag2-planning-control', file: 'ag2-planning-control.json' },
];

/** Per target: what its file must contain, whether it names the agents, and what its file is called. */
const TARGETS = [
  { id: 'agents-ts', markers: [/new Agent(<\w+>)?\(\{/, /from '@openai\/agents'/, /handoff/], namesAgents: true, file: /\.ts$/ },
  { id: 'agents-py', markers: [/from agents import/, /\bAgent\(/], namesAgents: true, file: /_agents\.py$/ },
  { id: 'swarm', markers: [/from swarm import/, /\bAgent\(/], namesAgents: true, file: /_swarm\.py$/ },
  { id: 'ag2', markers: [/ConversableAgent\(/], namesAgents: true, file: /_ag2\.py$/ },
  { id: 'mermaid', markers: [/^flowchart /m], namesAgents: true, file: /\.mmd$/ },
  { id: 'json-schema', markers: [/"\$schema"/], namesAgents: false, file: /\.schema\.json$/ },
  { id: 'graph-json', markers: [/"format": "switchboard\.graph"/], namesAgents: true, file: /\.json$/ },
] as const;


async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const example of EXAMPLES) {
  test(`export ${example.id} to every target from the dialog`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFreshApp(page);
    await openExample(page, example.id);
    const doc = JSON.parse(await readFile(`public/examples/${example.file}`, 'utf8')) as { agents: { name: string }[] };
    const names = doc.agents.map((a) => a.name);
    await expect(page.getByTestId('agent-node')).toHaveCount(names.length);

    await page.getByTestId('export-button').click();
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog).toBeVisible();

    for (const target of TARGETS) {
      await dialog.getByTestId(`export-target:${target.id}`).click();
      await expect(dialog.getByTestId(`export-target:${target.id}`)).toHaveAttribute('aria-checked', 'true');
      await expect(dialog.getByTestId('export-filename')).toHaveText(target.file);

      // the read-only Monaco preview shows the file's first line
      const editor = dialog.locator('[data-testid=export-preview] .monaco-editor');
      await expect(editor).toBeVisible();
      const code = await (async () => {
        await dialog.getByTestId('export-copy').click();
        await expect(page.getByText(/^Copied /).last()).toBeVisible();
        return clipboardText(page);
      })();
      const firstLine = code.split('\n')[0].trim();
      await expect(editor.locator('.view-lines')).toContainText(firstLine.slice(0, 40));
      for (const marker of target.markers) expect(code, `${target.id}: ${marker}`).toMatch(marker);
      if (target.namesAgents) for (const name of names) expect(code, `${target.id} names ${name}`).toContain(name);

      // the fidelity report sits beside it; code targets list each feature the graph uses
      const report = dialog.getByTestId('fidelity-report');
      await expect(report).toBeVisible();
      if (target.id === 'json-schema' || target.id === 'graph-json') {
        await expect(report).not.toBeEmpty();
      } else {
        expect(await report.getByTestId('fidelity-item').count()).toBeGreaterThan(0);
        // what the target cannot do is listed, never silently dropped: the counts add up
        const counts = await report.locator('[data-testid=fidelity-counts] [data-level]').evaluateAll((els) =>
          els.reduce((sum, el) => sum + Number(el.getAttribute('data-count')), 0),
        );
        expect(counts).toBe(await report.getByTestId('fidelity-item').count());
      }

      // Download saves exactly what the preview shows
      if (target.id === 'agents-ts' || target.id === 'mermaid') {
        const download = page.waitForEvent('download');
        await dialog.getByTestId('export-download').click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(target.file);
        expect(await readFile(await file.path(), 'utf8')).toBe(code);
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('the dialog opens with Mod+E; unsupported features stand out; screenshots light and dark', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'billing-support-sdk');
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press(`${mod}+e`);
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toBeVisible();
  // Swarm has no guardrails: the report says so, in its "Not supported" group
  await dialog.getByTestId('export-target:swarm').click();
  const unsupported = dialog.locator('[data-testid=fidelity-item][data-level=unsupported]');
  await expect(unsupported.first()).toBeVisible();
  await expect(unsupported.filter({ hasText: 'Input guardrails' })).toContainText('Swarm has no guardrails');

  await dialog.getByTestId('export-target:agents-ts').click();
  await expect(dialog.locator('[data-testid=export-preview] .monaco-editor .view-lines')).toContainText('exported from Switchboard');
  await page.screenshot({ path: 'e2e/.artifacts/export-dialog-light.png' });
  await page.keyboard.press(`${mod}+e`);
  await expect(dialog).toBeHidden();

  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('export-button').click();
  await dialog.getByTestId('export-target:ag2').click();
  await expect(dialog.locator('[data-testid=export-preview] .monaco-editor .view-lines')).toContainText('exported from Switchboard');
  await page.screenshot({ path: 'e2e/.artifacts/export-dialog-dark.png' });
});

test('Mermaid: the canvas downloads as SVG and PNG pictures of every agent', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'acme-customer-service');
  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-target:mermaid').click();

  const svgDownload = page.waitForEvent('download');
  await dialog.getByTestId('export-canvas-svg').click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe('acme-customer-service.svg');
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText.startsWith('<svg')).toBe(true);
  for (const name of ['Triage Agent', 'Sales Agent', 'Issues and Repairs Agent']) expect(svgText).toContain(name);
  // edges are drawn (a stroke colour on each path) with their arrowheads, not just their labels
  const edgePath = /<path id="triage-to-sales"[^>]*>/.exec(svgText)?.[0] ?? '';
  expect(edgePath).toMatch(/stroke: rgb\(/);
  // an idle route's arrowhead is a filled path in its colour (edgeArrow.ts), not a marker
  const heads = svgText.match(/<path [^>]*sb-edge-arrow--llm[^>]*>/g) ?? [];
  expect(heads.length).toBeGreaterThan(0);
  for (const head of heads) expect(head).toMatch(/fill: rgb\(/);

  const pngDownload = page.waitForEvent('download');
  await dialog.getByTestId('export-canvas-png').click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('acme-customer-service.png');
  const bytes = await readFile(await png.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(bytes.length).toBeGreaterThan(10_000);
  await writeArtifact('canvas-export.png', bytes);
});

async function writeArtifact(name: string, bytes: Buffer) {
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir('e2e/.artifacts', { recursive: true });
  await writeFile(`e2e/.artifacts/${name}`, bytes);
}
