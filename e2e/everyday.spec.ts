/**
 * The everyday paths of issue 25 at 1280x720, each checked the way a person meets it: labelled
 * playground controls and a replay bar that keeps its close button; a tool row that says how long
 * it worked and how long it waited; a breakpoint's marker on its agent; picture export on every
 * export tab; opening an example again asks; toasts and the empty state clear of what is clicked
 * next; copies in free space; a tool id that follows its name; TypeScript errors in lint; a wide
 * code editor with Format; every problem of a file in one report; a trust prompt that lists the code; a missing start
 * agent shown as missing; a group framed whole on a click.
 */
import { agentNode, mod, openFirstTime, openFreshApp, waitForCanvasStill, waitForStill } from './support/app';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { openExample, openPlayground, replayNewestRecording, send } from './support/playground';

test.use({ viewport: { width: 1280, height: 720 } });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator) => (await l.boundingBox())!;
const shoot = (page: Page, name: string) => page.screenshot({ path: `e2e/.artifacts/everyday/${name}.png` });

test('a run on ACME: named controls, a tool row that splits work and waiting, a breakpoint marker, replay and export at 1280', async ({ page }) => {
  test.setTimeout(180_000); // ACME's look_up_item runs its Python body: the first run loads Pyodide
  await openFirstTime(page);
  await openPlayground(page);
  // Present and Recordings say what they are at this width
  await expect(page.getByTestId('present')).toContainText('Present');
  // soft: each item of this test is checked even when an earlier one fails (as on main before issue 25's work)
  await expect.soft(page.getByTestId('present').locator('.sb-pg-label')).toBeVisible({ timeout: 3_000 });
  await expect.soft(page.getByTestId('open-recordings').locator('.sb-pg-label')).toBeVisible({ timeout: 3_000 });
  // the provider chip and "Play" do not run into each other
  expect.soft(overlap(await box(page.getByTestId('provider-chip')), await box(page.locator('.sb-pg-switch').first())), 'the provider chip meets "Play"').toBe(false);
  await shoot(page, 'acme-first-open');

  // a breakpoint shows on its agent
  await page.getByTestId('breakpoints-menu').click();
  await page.getByTestId('bp-agent:triage').click();
  await page.keyboard.press('Escape');
  const marker = page.getByTestId('breakpoint-marker');
  await expect.soft(marker).toBeVisible({ timeout: 3_000 });
  if ((await marker.count()) > 0) expect.soft(overlap(await box(marker), await box(agentNode(page, 'Triage Agent'))), 'the marker sits on its agent').toBe(true);
  await page.getByTestId('breakpoints-menu').click();
  await page.getByTestId('bp-agent:triage').click();
  await page.keyboard.press('Escape');
  await expect(marker).toHaveCount(0);

  // the tool row: the work and the wait for the approval, apart
  await send(page, 'I want to return my boots');
  await expect(page.getByTestId('approve')).toBeVisible({ timeout: 90_000 });
  // a person reads the card: the wait the row shows in seconds (not a wait for the app; the time
  // passing is the input)
  await page.waitForTimeout(1200);
  await page.getByTestId('approve').click();
  const time = page.getByTestId('tool-time').filter({ hasText: 'waited' }).first();
  await expect.soft(time).toHaveText(/^\d+ ms · waited \d+\.\d s$/, { timeout: 20_000 });
  await expect(page.getByTestId('send')).toBeVisible({ timeout: 20_000 });

  // a replay's bar keeps its close button on screen
  await replayNewestRecording(page);
  await expect.soft(page.getByTestId('replay-exit')).toBeInViewport({ ratio: 1, timeout: 3_000 });
  await shoot(page, 'acme-replay');
  await page.getByTestId('replay-exit').click();

  // canvas pictures are offered on a code tab too, not only on Mermaid
  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-target:agents-ts').click();
  await expect.soft(dialog.getByTestId('export-canvas-png')).toBeVisible({ timeout: 3_000 });
  await page.keyboard.press('Escape');

  // opening the example again asks, and "Open my copy" keeps this project
  const loadId = await page.getByTestId('canvas').getAttribute('data-load-id');
  await page.getByTestId('library-menu').click();
  await page.getByTestId('example:acme-customer-service').click();
  const again = page.getByTestId('example-again');
  await expect(again, 'opening an example again asks').toBeVisible({ timeout: 5_000 });
  await shoot(page, 'example-again');
  await again.getByTestId('example-again-existing').click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('canvas')).toHaveAttribute('data-load-id', loadId as string);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-projects').click();
  await expect(page.locator('[data-testid="project:ACME customer service"]')).toHaveCount(1);
});

test('1280: the inspector opens over the canvas for a selection, the toolbar clear of agents, and a play card shows every action', async ({ page }) => {
  await openFirstTime(page);
  await openPlayground(page);
  const canvas = page.getByTestId('canvas');
  const inspector = page.locator('[data-slot="inspector"]');
  // soft: each item is checked even when an earlier one fails (as on main before this work)
  // nothing selected: no inspector column, the canvas has all the width the palette leaves
  await expect.soft(inspector, 'an inspector column with nothing selected').toBeHidden({ timeout: 3_000 });
  expect.soft((await box(canvas)).width, 'the canvas width at 1280').toBeGreaterThan(1050);
  await agentNode(page, 'Sales Agent').click();
  await expect(page.getByTestId('inspector-agent')).toBeVisible();
  expect.soft((await box(canvas)).width, 'the canvas keeps its width under the inspector').toBeGreaterThan(1050);
  await waitForCanvasStill(page);
  expect.soft(overlap(await box(agentNode(page, 'Sales Agent')), await box(inspector)), 'the inspector covers the agent it shows').toBe(false);
  await shoot(page, 'inspector-overlay');
  // a click on the empty canvas puts it away; the toolbar opens it for the graph's settings
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 200 } });
  await expect.soft(inspector).toBeHidden({ timeout: 3_000 });
  await page.getByTestId('toggle-inspector').click();
  await expect(page.getByTestId('inspector-graph')).toBeVisible();
  await page.getByTestId('toggle-inspector').click();
  await expect.soft(inspector).toBeHidden({ timeout: 3_000 });

  // the floating toolbar never covers an agent: a pan that brings Sales Agent under it moves it away
  const pane = await box(canvas);
  const sales = await box(agentNode(page, 'Sales Agent'));
  const bar = await box(page.getByTestId('canvas-toolbar'));
  const grab = { x: pane.x + 100, y: pane.y + pane.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + (bar.x + bar.width / 2 - (sales.x + sales.width / 2)), grab.y + (bar.y + bar.height / 2 - (sales.y + sales.height / 2)), { steps: 8 });
  await page.mouse.up();
  await waitForStill(page); // the view, and the toolbar moving off the agent
  const barNow = await box(page.getByTestId('canvas-toolbar'));
  for (const node of await page.getByTestId('agent-node').all()) {
    if (!(await node.isVisible())) continue;
    expect.soft(overlap(await box(node), barNow), `the toolbar covers ${(await node.textContent())?.slice(0, 20)}`).toBe(false);
  }
  await shoot(page, 'toolbar-clear');
  await page.getByTestId('canvas-toolbar').getByRole('button', { name: 'Fit view' }).click();
  await waitForCanvasStill(page);

  // play the model: every action and Continue stand inside the card on screen, none scrolled away
  await page.locator('label', { has: page.getByTestId('play-mode') }).click();
  await page.getByTestId('sample-chip').filter({ hasText: 'rocket skates' }).click();
  const card = page.getByTestId('play-card');
  await expect(card).toBeVisible();
  await waitForStill(page); // the dock makes room for the card
  const shown = await box(card);
  expect.soft(shown.y + shown.height, 'the card ends on screen').toBeLessThanOrEqual(720);
  const options = await card.locator('.sb-play__option').all();
  expect(options.length).toBeGreaterThanOrEqual(4);
  for (const control of [...options, card.getByTestId('play-submit')]) {
    const b = await box(control);
    const inside = b.y >= shown.y && b.y + b.height <= shown.y + shown.height;
    expect.soft(inside, `"${(await control.textContent())?.trim().slice(0, 40)}" is visible without scrolling`).toBe(true);
  }
  await shoot(page, 'play-card');
  await card.getByTestId('play-stop').click();
});

test('building: the empty state below the toolbar, copies in free space, agent and tool ids that follow their names, TypeScript errors in lint, a wide editor, toasts clear of Send', async ({ page }) => {
  await openFreshApp(page);
  // soft: each item of this test is checked even when an earlier one fails
  expect.soft(overlap(await box(page.locator('.sb-empty__card')), await box(page.getByTestId('canvas-toolbar'))), 'the empty state covers the toolbar').toBe(false);

  await page.getByTestId('palette-agent').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('palette-agent').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('agent-node')).toHaveCount(2);
  await page.getByTestId('canvas-toolbar').getByRole('button', { name: 'Fit view' }).click();
  await waitForCanvasStill(page);
  const nodes = page.getByTestId('agent-node');
  expect.soft(overlap(await box(nodes.nth(0)), await box(nodes.nth(1))), 'an agent added by the keyboard lands on another').toBe(false);
  // a duplicate lands beside its original, not over it
  await nodes.first().click();
  await page.keyboard.press(`${mod}+d`);
  await expect(nodes).toHaveCount(3);
  await page.getByTestId('canvas-toolbar').getByRole('button', { name: 'Fit view' }).click();
  await waitForCanvasStill(page);
  const boxes = await Promise.all([0, 1, 2].map((i) => box(nodes.nth(i))));
  for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) expect.soft(overlap(boxes[i], boxes[j]), `agents ${i} and ${j} overlap`).toBe(false);

  // an agent renamed: its id follows the name (its handoffs and tools go along, renameAgentId.test.ts)
  await nodes.first().click();
  const agentName = page.getByTestId('agent-name');
  await agentName.fill('Billing');
  await agentName.press('Tab');
  await expect.soft(page.getByTestId('inspector-agent')).toContainText('Id billing.', { timeout: 3_000 });

  // a new tool renamed: its id follows the name
  await nodes.first().click();
  await page.getByTestId('agent-tools').getByRole('button', { name: 'New function tool' }).click();
  const name = page.getByTestId('tool-name');
  await name.fill('lookup_invoice');
  await name.press('Tab');
  await expect.soft(page.getByTestId('inspector-tool')).toContainText('Id lookup_invoice.', { timeout: 3_000 });

  // a syntax error in the tool's code is a lint error before any run
  const code = page.locator('[data-testid^="code:tool/"][data-testid$="/code"] .monaco-editor').first();
  await code.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('export default async function (args: { id: string }) {\n  return args.id +;\n}\n');
  await page.getByTestId('tool-name').click(); // leave the editor: the code commits
  await expect.soft(page.getByTestId('inspector-tool')).toContainText('not valid TypeScript', { timeout: 10_000 });

  // a wide editor with Format
  const expand = page.getByTestId('inspector-tool').getByTestId('code-expand');
  await expect.soft(expand, 'a code field offers Expand').toBeVisible({ timeout: 3_000 });
  if ((await expand.count()) > 0) {
    await expand.click();
    const wide = page.getByTestId('code-expanded');
    await expect(wide.locator('.monaco-editor')).toBeVisible();
    // Monaco lays itself out a frame after the dialog opens
    await expect.poll(async () => (await box(wide.locator('.monaco-editor'))).width).toBeGreaterThan(800);
    await wide.locator('.monaco-editor').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('export default async function(args){return   "ok"}');
    await wide.getByTestId('code-format').click();
    await expect(wide.locator('.view-lines')).toContainText('return "ok"');
    await shoot(page, 'wide-editor');
    await wide.getByRole('button', { name: 'Done' }).click();
    await expect(wide).toHaveCount(0);
  }

  // a toast stands over the canvas, not over Send
  await openPlayground(page);
  await nodes.first().click();
  await page.getByTestId('palette-web').focus();
  await page.keyboard.press('Enter');
  const toast = page.getByTestId('toast').first();
  await expect(toast).toBeVisible();
  expect.soft(overlap(await box(toast), await box(page.getByTestId('send'))), 'the toast covers Send').toBe(false);
  await shoot(page, 'toast');
});

test('a file from outside: every problem in one report, every code it would run listed in the trust prompt, a missing start agent shown as missing', async ({ page }) => {
  await openFreshApp(page);
  // a file with a shape problem and broken links: all of them at once, and nothing changes
  const broken = {
    format: 'switchboard.graph',
    version: 1,
    id: 'broken',
    name: 'Broken',
    startAgent: 'nobody',
    agents: [{ id: 'triage', name: '' }],
    handoffs: [{ id: 'h', from: 'triage', to: 'billing' }],
  };
  await page.getByTestId('open-file-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  const problems = page.getByTestId('import-errors');
  await expect(problems).toBeVisible();
  for (const path of ['agents[0].name', 'startAgent', 'handoffs[0].to'])
    await expect.soft(problems.getByTestId('import-error-list').locator('code', { hasText: path }), `${path} in the first report`).toHaveCount(1, { timeout: 3_000 });
  await shoot(page, 'import-problems');
  await problems.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('agent-node')).toHaveCount(0);

  const graph = {
    format: 'switchboard.graph',
    version: 1,
    id: 'outside',
    name: 'From outside',
    startAgent: 'nobody',
    agents: [{ id: 'triage', name: 'Triage', instructions: 'Help.', tools: ['lookup'] }],
    tools: [{ id: 'lookup', type: 'function', name: 'lookup', description: 'Looks up', parameters: { type: 'object', properties: {}, required: [], additionalProperties: false }, code: 'export default async function () {\n  return "found";\n}\n' }],
  };
  await page.getByTestId('open-file-input').setInputFiles({ name: 'outside.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(graph)) });
  await expect(page.getByTestId('agent-node')).toHaveCount(1);
  // its code is untrusted: the banner joins the top bar, which still fits the window (no sideways scroll)
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.getByTestId('trust-graph')).toBeInViewport({ ratio: 1 });
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth, window: window.innerWidth }));
  expect.soft(widths.document, 'the page is no wider than the window with the untrusted banner').toBeLessThanOrEqual(widths.window);
  expect.soft(widths.body, 'the body is no wider than the window with the untrusted banner').toBeLessThanOrEqual(widths.window);
  await shoot(page, 'untrusted-banner');
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 200 } });
  // at 1280 the inspector is an overlay that comes with a selection: the toolbar opens it for the graph
  await page.getByTestId('toggle-inspector').click();
  const start = page.getByTestId('graph-start-agent');
  await expect.soft(start.locator('option:checked')).toHaveText('nobody (missing)', { timeout: 3_000 });
  await expect.soft(page.getByTestId('inspector-graph')).toContainText('No agent has the id "nobody"', { timeout: 3_000 });
  await page.getByTestId('graph-start-agent').selectOption('triage');

  await openPlayground(page);
  await send(page, 'look it up');
  const trust = page.getByTestId('trust-dialog');
  await expect(trust).toBeVisible({ timeout: 20_000 });
  await expect(trust.getByTestId('trust-code')).toHaveText(['Tool "lookup" tool code (TypeScript), 3 lines']);
  await shoot(page, 'trust');
  await trust.getByRole('button', { name: 'Cancel' }).click();
});

test('a large graph: a click on a group frames the whole group', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'ag2-research-organisation');
  await waitForCanvasStill(page);
  const group = page.locator('[data-testid="group-node"][data-group-id="research"]');
  if ((await group.getAttribute('data-overview')) === 'true') await group.click();
  else await group.locator('.sb-group__header').click({ position: { x: 60, y: 10 } });
  await waitForCanvasStill(page);
  const canvas = await box(page.getByTestId('canvas'));
  const inside = (b: Box) => b.x >= canvas.x && b.y >= canvas.y && b.x + b.width <= canvas.x + canvas.width && b.y + b.height <= canvas.y + canvas.height;
  expect(inside(await box(group)), 'the group is whole on the canvas').toBe(true);
  await shoot(page, 'group-framed');
});
