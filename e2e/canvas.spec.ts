/** The canvas, driven the way a person drives it: palette drag, handle drag, keys, buttons. */
import { agentNode, agentNodes, canvasPoint, centreOf, dragFromPalette, mod, mouseDrag, nodePositions, openFreshApp, waitForCanvasStill, waitForDocument } from './support/app';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await openFreshApp(page);
});

test('an empty canvas teaches, and dragging an Agent from the palette creates one where it is dropped', async ({ page }) => {
  await expect(page.getByTestId('empty-state')).toContainText('Drag an Agent from the palette');
  const drop = await canvasPoint(page, 400, 300);
  // A real mouse drag: Chromium turns it into HTML5 dragstart/dragover/drop.
  const from = await centreOf(page.getByTestId('palette-agent'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 10, { steps: 3 });
  await page.mouse.move(drop.x, drop.y, { steps: 10 });
  await page.mouse.up();
  await expect(agentNodes(page)).toHaveCount(1);
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  const node = agentNodes(page).first();
  await expect(node).toContainText('Agent');
  await expect(node.getByTestId('start-badge')).toBeVisible();
  // The node is centred on the drop point.
  const c = await centreOf(node);
  expect(Math.abs(c.x - drop.x)).toBeLessThan(40);
  expect(Math.abs(c.y - drop.y)).toBeLessThan(40);
});

test('a tool dropped onto an agent attaches to it', async ({ page }) => {
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 300));
  const node = agentNodes(page).first();
  await expect(node.getByTestId('tool-count')).toHaveText('0 tools');
  await dragFromPalette(page, 'palette-fn', node);
  await expect(node.getByTestId('tool-count')).toHaveText('1 tool');
  await expect(node.getByTestId('tool-badge')).toHaveText('new_tool');
  // Dropped on empty canvas: nothing is created, the user is told why.
  await dragFromPalette(page, 'palette-web', await canvasPoint(page, 700, 500));
  await expect(page.getByTestId('toast').filter({ hasText: 'Drop the tool onto an agent' })).toBeVisible();
  await expect(node.getByTestId('tool-count')).toHaveText('1 tool');
});

test('dragging from one agent handle to another creates a handoff with its derived tool name', async ({ page }) => {
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 250, 250));
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 650, 420));
  await expect(agentNodes(page)).toHaveCount(2);
  const a = agentNode(page, 'Agent').first();
  const b = page.locator('[data-agent-id="agent_2"]');
  // Nothing leads to the second agent yet: lint marks it on the canvas.
  await expect(b).toHaveAttribute('data-lint', 'warning');
  await expect(b.getByTestId('lint-dot')).toHaveAttribute('aria-label', /can never run/);
  await mouseDrag(page, await centreOf(a.locator('.react-flow__handle-right')), await centreOf(b.locator('.react-flow__handle-left')));
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(b.getByTestId('lint-dot')).toHaveCount(0);
  await expect(page.getByTestId('edge-label')).toHaveText('transfer_to_Agent_2');
  // Undo removes the handoff, redo brings it back.
  await page.keyboard.press(`${mod}+z`);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await page.keyboard.press(`${mod}+Shift+z`);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
});

test('select and delete, duplicate, copy and paste', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 300));
  const first = agentNodes(page).first();
  await first.click();
  await expect(first).toHaveAttribute('data-selected', 'true');

  await page.keyboard.press(`${mod}+d`);
  await expect(agentNodes(page)).toHaveCount(2);
  await expect(page.locator('[data-agent-id="agent_2"]')).toContainText('Agent 2');

  // Copy the selected duplicate, paste twice: fresh ids and names each time.
  await page.keyboard.press(`${mod}+c`);
  await page.keyboard.press(`${mod}+v`);
  await expect(agentNodes(page)).toHaveCount(3);
  await page.keyboard.press(`${mod}+v`);
  await expect(agentNodes(page)).toHaveCount(4);
  const names = await agentNodes(page).locator('.sb-agent__name').allTextContents();
  expect(new Set(names).size).toBe(4);

  // The clipboard holds a valid switchboard.graph document.
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const json = JSON.parse(text);
  expect(json.format).toBe('switchboard.graph');
  expect(json.agents).toHaveLength(1);

  // Shift+click adds to the selection; Delete removes both in one step (spread the copies first).
  await page.getByTestId('auto-layout').click();
  await waitForCanvasStill(page);
  await page.locator('[data-agent-id="agent"] .sb-agent__name').click();
  await page.locator('[data-agent-id="agent_2"] .sb-agent__name').click({ modifiers: ['Shift'] });
  await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(2);
  await page.keyboard.press('Delete');
  await expect(agentNodes(page)).toHaveCount(2);
  await page.keyboard.press(`${mod}+z`);
  await expect(agentNodes(page)).toHaveCount(4);
  await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(0);

  // Select everything (Mod+A), delete with the keyboard, undo brings them back in one step.
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.press('Delete');
  await expect(agentNodes(page)).toHaveCount(0);
  await page.keyboard.press(`${mod}+z`);
  await expect(agentNodes(page)).toHaveCount(4);
});

test('a pasted clipboard graph works in another tab of the app', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 300));
  await agentNodes(page).first().click();
  await page.keyboard.press(`${mod}+c`);
  const other = await context.newPage();
  await other.goto('/');
  await waitForDocument(other);
  await other.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
  const before = await agentNodes(other).count();
  await other.keyboard.press(`${mod}+v`);
  await expect(agentNodes(other)).toHaveCount(before + 1);
});

test('a node drag is one undo step, and redo replays it', async ({ page }) => {
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 300));
  const node = agentNodes(page).first();
  const start = await nodePositions(page);
  const c = await centreOf(node.locator('.sb-agent__name'));
  await mouseDrag(page, c, { x: c.x + 220, y: c.y + 140 }, 30);
  const moved = await nodePositions(page);
  expect(moved).not.toEqual(start);
  await page.getByTestId('undo').click();
  expect(await nodePositions(page)).toEqual(start);
  // One step undid the whole drag: nothing left to undo but the agent's creation.
  await page.getByTestId('undo').click();
  await expect(agentNodes(page)).toHaveCount(0);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.getByTestId('redo').click();
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+y');
  await expect.poll(() => nodePositions(page)).toEqual(moved);
  await expect(page.getByTestId('redo')).toBeDisabled();
});

// The suite runs with reduced motion (playwright.config.ts), where a layout jumps; a person
// without it sees agents glide there, frame by frame, and that too is one undo step.
test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('auto-layout moves agents into left-to-right layers, as one undo step', async ({ page }) => {
    for (const [x, y] of [[200, 400], [260, 420], [320, 440]]) await dragFromPalette(page, 'palette-agent', await canvasPoint(page, x, y));
    await expect(agentNodes(page)).toHaveCount(3);
    const ids = ['agent', 'agent_2', 'agent_3'];
    const h = async (from: string, to: string) => {
      const a = page.locator(`[data-agent-id="${from}"] .react-flow__handle-right`);
      const b = page.locator(`[data-agent-id="${to}"] .react-flow__handle-left`);
      await mouseDrag(page, await centreOf(a), await centreOf(b));
    };
    // Overlapping nodes: spread them first so handles are reachable.
    await page.getByTestId('auto-layout').click();
    await expect.poll(async () => new Set(Object.values(await nodePositions(page))).size).toBe(3);
    await waitForCanvasStill(page);
    await h(ids[0], ids[1]);
    await h(ids[0], ids[2]);
    await expect(page.locator('.react-flow__edge')).toHaveCount(2);
    const before = await nodePositions(page);
    await page.keyboard.press('Shift+L');
    await expect.poll(() => nodePositions(page)).not.toEqual(before);
    await waitForCanvasStill(page);
    const xs = await page.evaluate((ids) => ids.map((id) => document.querySelector(`[data-id="${id}"]`)!.getBoundingClientRect().x), ids);
    expect(xs[1]).toBeGreaterThan(xs[0] + 100);
    expect(Math.abs(xs[1] - xs[2])).toBeLessThan(5);
    await page.keyboard.press(`${mod}+z`);
    await expect.poll(() => nodePositions(page)).toEqual(before);
  });
});

test('theme toggle switches the whole UI between light and dark, and ? opens the shortcuts', async ({ page }) => {
  const html = page.locator('html');
  const initial = await html.getAttribute('data-theme');
  // polled: the colour may change through a transition
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const initialBackground = await background();
  await page.getByTestId('theme-toggle').click();
  const next = initial === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', next);
  await expect.poll(background).not.toBe(initialBackground);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', initial!);
  await expect.poll(background).toBe(initialBackground);
  // Survives a reload.
  await page.getByTestId('theme-toggle').click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', next);

  await page.locator('.react-flow__pane').click({ position: { x: 40, y: 40 } });
  await page.keyboard.press('?');
  const help = page.getByTestId('help-overlay');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Undo');
  await expect(help).toContainText('Auto-layout');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('copy and paste still work when the browser refuses clipboard access (in-app fallback)', async ({ page }) => {
  // No clipboard permissions granted: reading the system clipboard is refused.
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 300));
  await agentNodes(page).first().click();
  await page.getByTestId('copy-button').click();
  await page.getByTestId('paste-button').click();
  await expect(agentNodes(page)).toHaveCount(2);
  await expect(page.locator('[data-agent-id="agent_2"]')).toContainText('Agent 2');
});
