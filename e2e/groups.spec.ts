/**
 * Groups on the canvas (issue 14), as a person uses them: select agents, group them with the
 * keyboard, rename, collapse (one node, routes aggregated, the routes inside hidden), run through
 * the collapsed group with the simulator and see it light up, expand, ungroup. Then the large AG2
 * organisation example after Auto-layout at 1440x900 and 1280x720 in both themes (issue 11),
 * screenshots in e2e/.artifacts/groups-*.png.
 */
import { mod, openFirstTime, waitForCanvasStill } from './support/app';
import { expect, test } from './support/fixtures';
import { openExample, openPlayground, send } from './support/playground';

const agent = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-testid="agent-node"][data-agent-id="${id}"]`);

test('make a group, rename it, collapse it, run through it and see it light up, then expand and ungroup', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openFirstTime(page);
  await openExample(page, 'ag2-planning-control');
  await expect(page.getByTestId('group-node')).toHaveCount(0);

  // select the planning chain and group it with the keyboard
  await agent(page, 'task_improver').locator('.sb-agent__name').click();
  await agent(page, 'planner').locator('.sb-agent__name').click({ modifiers: ['Shift'] });
  await agent(page, 'plan_recorder').locator('.sb-agent__name').click({ modifiers: ['Shift'] });
  await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(3);
  await page.keyboard.press(`${mod}+g`);
  const group = page.getByTestId('group-node');
  await expect(group).toHaveCount(1);
  await expect(group).toHaveAttribute('aria-label', 'Group Group, 3 agents');

  // rename with F2 from the keyboard
  await group.getByTestId('group-name').focus();
  await page.keyboard.press('F2');
  await page.getByTestId('group-rename').fill('Planning');
  await page.keyboard.press('Enter');
  await expect(group.getByTestId('group-name')).toHaveText('Planning');

  // the box surrounds its members
  const box = (await group.boundingBox())!;
  for (const id of ['task_improver', 'planner', 'plan_recorder']) {
    const a = (await agent(page, id).boundingBox())!;
    expect(a.x).toBeGreaterThan(box.x);
    expect(a.y).toBeGreaterThan(box.y);
    expect(a.x + a.width).toBeLessThan(box.x + box.width);
    expect(a.y + a.height).toBeLessThan(box.y + box.height);
  }
  const agentsBefore = await page.getByTestId('agent-node').count();

  // collapse: one node, members hidden, routes to the rest aggregated
  await group.getByTestId('group-toggle').click();
  await expect(group).toHaveAttribute('data-collapsed', 'true');
  // the hidden members left the selection: nothing for Delete to remove out of sight
  await expect(page.getByTestId('delete-button')).toBeDisabled();
  await expect(page.getByTestId('agent-node')).toHaveCount(agentsBefore - 3);
  await expect(group.getByTestId('group-summary')).toContainText('3 agents');
  // record_plan routes to plan_reviewer and to control: two routes out of the group, to two agents;
  // plan_reviewer -> planner comes back in; the chain inside (task_improver -> planner -> plan_recorder) is hidden
  await page.screenshot({ path: 'e2e/.artifacts/groups-collapsed-1440.png' });

  // run through it with the simulator: record when the collapsed group is active
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __groupActive: string[] }).__groupActive = []);
    new MutationObserver(() => {
      const node = document.querySelector('[data-testid="group-node"][data-active]');
      if (node) seen.push(node.getAttribute('data-group-id') ?? '');
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-active'] });
  });
  await openPlayground(page);
  await send(page, 'Plan a launch event for our new product');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="assistant"][data-agent-name="terminator"]')).toBeVisible({ timeout: 90_000 });
  const active = await page.evaluate(() => (window as unknown as { __groupActive: string[] }).__groupActive);
  expect(active.length, 'the collapsed group was shown active while its members worked').toBeGreaterThan(0);
  expect(new Set(active)).toEqual(new Set(['group']));
  await expect(group).toHaveAttribute('data-visited', 'true');
  // replies from inside the group are attributed to its members in the chat, as ever
  await expect(page.locator('[data-testid="chat-entry"][data-agent-name="planner"]').first()).toBeVisible();

  // expand and ungroup (undo brings the group back)
  await group.getByTestId('group-toggle').click();
  await expect(page.getByTestId('agent-node')).toHaveCount(agentsBefore);
  await group.getByTestId('group-ungroup').click();
  await expect(page.getByTestId('group-node')).toHaveCount(0);
  await page.keyboard.press(`${mod}+z`);
  await expect(page.getByTestId('group-node')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`the AG2 research organisation after Auto-layout at ${size.width}x${size.height}, ${theme}: groups are blocks around their members`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: theme });
      await openFirstTime(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await openExample(page, 'ag2-research-organisation');
      // the canvas gets the room: playground closed, focus mode (palette and inspector hidden)
      if ((await page.getByTestId('playground-toggle').getAttribute('aria-pressed')) === 'true') await page.getByTestId('playground-toggle').click();
      await page.getByTestId('toggle-focus').click();
      await page.getByTestId('auto-layout').click();
      await waitForCanvasStill(page);
      const groups = page.getByTestId('group-node');
      await expect(groups).toHaveCount(6);
      // fitted below readable agent names, the organisation shows as its six groups: that overview
      // is screenshot, then zooming in shows the agents in their boxes
      if (await page.getByTestId('canvas').getAttribute('data-overview')) {
        await page.screenshot({ path: `e2e/.artifacts/groups-organisation-overview-${size.width}-${theme}.png` });
        await expect(async () => {
          await page.locator('.react-flow__controls-zoomin').click();
          await expect(page.getByTestId('canvas')).not.toHaveAttribute('data-overview', 'true', { timeout: 600 });
        }).toPass();
        await waitForCanvasStill(page);
      }
      await expect(page.getByTestId('agent-node')).toHaveCount(29);
      // group boxes do not overlap one another
      const boxes = await groups.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height, `groups ${i} and ${j} overlap`).toBe(false);
        }
      }
      await page.screenshot({ path: `e2e/.artifacts/groups-organisation-${size.width}-${theme}.png` });
      // focus and context: with the hub `control` selected its routes stay strong, the others fade
      await page.locator('.react-flow__node[data-id="control"] .sb-agent__name').click();
      await expect(page.getByTestId('edge-focus')).toHaveCount(1);
      // what shows: the element's opacity times its stroke's (an idle route fades by its stroke, EdgeFocus.tsx)
      const opacity = (selector: string) => page.locator(selector).first().evaluate((el) => Number(getComputedStyle(el).opacity) * Number(getComputedStyle(el).strokeOpacity));
      expect(await opacity('.react-flow__edge-path.sb-edge[data-source="control"]'), 'a route of the selected agent').toBe(1);
      // the fade is a transition: wait for it to settle
      await expect.poll(() => opacity('.react-flow__edge-path.sb-edge[data-source="engineer"]:not([data-target="control"])'), { message: 'a route elsewhere' }).toBeLessThan(0.5);
      await page.screenshot({ path: `e2e/.artifacts/groups-organisation-focus-${size.width}-${theme}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('edge-focus')).toHaveCount(0);
      // collapse every group but Execution: the organisation at a glance
      for (const id of ['planning', 'control_group', 'research', 'rag', 'support']) {
        const node = page.locator(`[data-testid="group-node"][data-group-id="${id}"]`);
        // from the fitted view; in the overview, a click on the group's block zooms in to its header
        await page.locator('.react-flow__controls-fitview').click();
        await waitForCanvasStill(page);
        if ((await node.getAttribute('data-overview')) === 'true') {
          await node.click();
          await expect(page.getByTestId('canvas')).not.toHaveAttribute('data-overview', 'true');
          await waitForCanvasStill(page);
        }
        await expect(node.getByTestId('group-toggle')).toBeInViewport();
        await node.getByTestId('group-toggle').click();
      }
      await expect(page.locator('[data-testid="group-node"][data-collapsed]')).toHaveCount(5);
      await page.getByTestId('auto-layout').click();
      await waitForCanvasStill(page);
      await page.screenshot({ path: `e2e/.artifacts/groups-organisation-collapsed-${size.width}-${theme}.png` });
    });
  }
}
