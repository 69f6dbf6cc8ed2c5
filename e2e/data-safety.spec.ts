/**
 * Data safety and resilience (issue 8, items 8-10): panel error boundaries, keyboard delete with
 * Undo, two tabs on one project, a reload in the middle of a run.
 */
import { expect, test, type Page } from './support/fixtures';
import { agentNodes, mod, openFreshApp, waitForCanvasStill } from './support/app';
import { approvalCard, openExample, openPlayground, send, waitForApproval } from './support/playground';

const HOSTILE_RECORDING = { format: 'switchboard.recording', events: [{ type: 'run_start', seq: 0, t: 0 }] };

/** Puts a recording straight into IndexedDB, as a damaged store or an older version would hold it. */
async function storeRawRecording(page: Page, recording: Record<string, unknown>) {
  await page.evaluate(async (rec) => {
    const projectId = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('switchboard');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('meta').objectStore('meta').get('lastProjectId');
        get.onsuccess = () => resolve(get.result as string);
        get.onerror = () => reject(get.error);
      };
    });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('switchboard-recordings');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('recordings', 'readwrite');
        tx.objectStore('recordings').put({ projectId, createdAt: 1, updatedAt: 1, turns: 1, durationMs: 0, ...rec });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  }, recording);
}

test('a malformed recording replays into an error panel with Reset, and the rest of the app stays', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await storeRawRecording(page, { id: 'rec_hostile', name: 'Hostile', ...HOSTILE_RECORDING });
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('replay-recording').click();

  const failed = page.getByTestId('panel-error');
  await expect(failed.first()).toBeVisible();
  // the canvas, the inspector and the top bar are still there and still work
  await expect(agentNodes(page).first()).toBeVisible();
  await expect(page.getByTestId('topbar')).toBeVisible();
  await agentNodes(page).first().locator('.sb-agent__name').click();
  await expect(page.locator('[data-slot="inspector"]')).not.toBeEmpty();
  await expect(page.locator('[data-slot="inspector"] [data-testid="panel-error"]')).toHaveCount(0);
  await expect(page.locator('.sb-app__canvas [data-testid="panel-error"]')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.artifacts/data-safety-panel-error.png' });

  // Reset clears the replay that broke it: the panels come back, ready for a new conversation
  for (const button of await page.getByTestId('panel-reset').all()) if (await button.isVisible()) await button.click();
  await expect(page.getByTestId('panel-error')).toHaveCount(0);
  await expect(page.getByTestId('chat-input')).toBeVisible();
  expect(errors.join('\n')).not.toMatch(/Minified React error/);
});

test.describe('keyboard delete', () => {
  test.beforeEach(async ({ page }) => {
    await openFreshApp(page);
    await openExample(page, 'acme-customer-service');
    await expect(agentNodes(page)).toHaveCount(3);
  });

  test('Ctrl+A with focus outside the canvas selects no agents, so Delete deletes nothing', async ({ page }) => {
    await agentNodes(page).first().locator('.sb-agent__name').click();
    // focus leaves the canvas: a click on the inspector's heading (not a field)
    await page.locator('[data-slot="inspector"]').getByText('Identity', { exact: true }).click();
    await page.keyboard.press(`${mod}+a`);
    await page.keyboard.press('Delete');
    await expect(agentNodes(page)).toHaveCount(3);
    // still just the agent that was clicked: Ctrl+A did not select the others
    await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(1);

    // in a text field Ctrl+A selects its text, as everywhere else
    await page.locator('[data-slot="inspector"]').getByText('Identity', { exact: true }).click();
    const name = page.locator('[data-slot="inspector"] input:not([type=checkbox])').first();
    await name.click();
    await page.keyboard.press(`${mod}+a`);
    expect(await name.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0))).toBe(await name.inputValue());
    await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(1);
  });

  test('on the focused canvas Ctrl+A, Delete removes every agent, and the toast’s Undo brings them back', async ({ page }) => {
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press(`${mod}+a`);
    await expect(page.locator('[data-testid="agent-node"][data-selected]')).toHaveCount(3);
    await page.keyboard.press('Delete');
    await expect(agentNodes(page)).toHaveCount(0);
    const toast = page.getByTestId('toast').filter({ hasText: '3 agents deleted' });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/data-safety-undo-toast.png' });
    await toast.getByTestId('toast-action').click();
    await expect(agentNodes(page)).toHaveCount(3);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('two tabs on one project', () => {
  test('the second tab is told "changed in another tab"; Reload takes the other version, Keep mine saves over it only when chosen', async ({ page, context }) => {
    await openFreshApp(page);
    await openExample(page, 'acme-customer-service');
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    const second = await context.newPage();
    await second.goto('/');
    await expect(agentNodes(second)).toHaveCount(3);

    // tab 1 deletes an agent; tab 2 hears of it at once
    await agentNodes(page).filter({ hasText: 'Sales Agent' }).locator('.sb-agent__name').click();
    await page.keyboard.press('Delete');
    await expect(agentNodes(page)).toHaveCount(2);
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    const banner = second.getByTestId('conflict-banner');
    await expect(banner).toContainText('Changed in another tab');
    await second.setViewportSize({ width: 1280, height: 720 });
    await second.screenshot({ path: 'e2e/.artifacts/data-safety-conflict-banner.png' });

    // tab 2 edits anyway: nothing is written over tab 1's save
    await second.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await agentNodes(second).filter({ hasText: 'Triage Agent' }).locator('.sb-agent__name').click();
    await second.keyboard.press('Delete');
    await expect(agentNodes(second)).toHaveCount(2);
    await expect(second.getByTestId('save-state')).toHaveText('Not saved');
    await page.reload();
    await expect(agentNodes(page)).toHaveCount(2);
    await waitForCanvasStill(page);
    await expect(agentNodes(page).filter({ hasText: 'Triage Agent' })).toHaveCount(1);
    await expect(agentNodes(page).filter({ hasText: 'Sales Agent' })).toHaveCount(0);

    // Reload: tab 2 now shows tab 1's version
    await banner.getByTestId('conflict-reload').click();
    await expect(banner).toHaveCount(0);
    await waitForCanvasStill(second);
    await expect(agentNodes(second).filter({ hasText: 'Triage Agent' })).toHaveCount(1);
    await expect(agentNodes(second).filter({ hasText: 'Sales Agent' })).toHaveCount(0);

    // both edit again; tab 2 keeps its own explicitly, and tab 1 is told in turn
    await agentNodes(page).filter({ hasText: 'Triage Agent' }).locator('.sb-agent__name').click();
    await page.keyboard.press('Delete');
    await expect(agentNodes(page)).toHaveCount(1);
    await expect(banner).toBeVisible();
    await agentNodes(second).filter({ hasText: 'Issues and Repairs' }).locator('.sb-agent__name').click();
    await second.keyboard.press('Delete');
    await expect(agentNodes(second)).toHaveCount(1);
    await banner.getByTestId('conflict-keep-mine').click();
    await expect(banner).toHaveCount(0);
    await expect(second.getByTestId('save-state')).toHaveText('Saved');
    await expect(page.getByTestId('conflict-banner')).toBeVisible();
    await page.getByTestId('conflict-reload').click();
    await expect(agentNodes(page)).toHaveCount(1);
    await expect(agentNodes(page).filter({ hasText: 'Triage Agent' })).toHaveCount(1);
  });
});

test('a reload while a run waits for approval keeps its transcript and trace, marked interrupted', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  await send(page, 'I want to return my boots');
  await waitForApproval(page);
  // what the page has written so far (the run is still waiting): the approval request is in
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('switchboard-recordings');
            open.onsuccess = () => {
              const all = open.result.transaction('recordings').objectStore('recordings').getAll();
              all.onsuccess = () => resolve((all.result as Array<{ state?: string; events: Array<{ type: string }> }>).some((r) => r.state === 'running' && r.events.some((e) => e.type === 'approval_needed')));
              all.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);

  await page.reload();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="user"]')).toHaveText(['I want to return my boots']);
  await expect(page.locator('[data-testid="chat-entry"][data-kind="handoff"]')).toHaveText(/Triage Agent\s*→\s*.*Issues and Repairs Agent/);
  await expect(page.locator('[data-testid="chat-entry"][data-kind="error"]')).toContainText('reloaded during this run');
  await page.screenshot({ path: 'e2e/.artifacts/data-safety-interrupted.png' });
  await expect(page.locator('[data-testid="span-row"][data-span-type="handoff"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="span-row"][data-span-type="agent"]').first()).toBeVisible();
  await expect(approvalCard(page).getByTestId('approve')).toHaveCount(0);
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording-interrupted')).toHaveCount(1);
});

test('a tool that returns 3 MB: the chat shows the truncation marker and the recording is saved with it', async ({ page }) => {
  const graph = {
    format: 'switchboard.graph',
    version: 1,
    id: 'big-output',
    name: 'Big output',
    startAgent: 'reporter',
    agents: [{ id: 'reporter', name: 'Reporter', instructions: 'Always call make_report.', tools: ['make_report'] }],
    tools: [
      {
        id: 'make_report',
        type: 'function',
        name: 'make_report',
        description: 'Makes the full report.',
        parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
        code: "export default function makeReport() {\n  return 'x'.repeat(3_000_000);\n}\n",
      },
    ],
  };
  await openFreshApp(page);
  await page.getByTestId('open-file-input').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(graph)) });
  await expect(agentNodes(page)).toHaveCount(1);
  await openPlayground(page);
  await send(page, 'make the report');
  await page.getByTestId('trust-and-run').click();
  const marker = page.locator('[data-testid="chat-entry"][data-kind="tool"]').getByTestId('output-truncated');
  await expect(marker).toHaveText('truncated 2.7 MB');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="assistant"]').last()).toHaveAttribute('data-streaming', 'false');

  // the recording was saved, and replays with the same marker
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording')).toHaveCount(1);
  await page.getByTestId('replay-recording').click();
  await expect(marker).toHaveText('truncated 2.7 MB');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the error panel, the Undo toast and the "changed in another tab" banner read well at 1280x720 (${colorScheme})`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openFreshApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await openExample(page, 'acme-customer-service');
    await openPlayground(page);

    await storeRawRecording(page, { id: 'rec_hostile', name: 'Hostile', ...HOSTILE_RECORDING });
    await page.getByTestId('open-recordings').click();
    await page.getByTestId('replay-recording').click();
    await expect(page.getByTestId('panel-error').first()).toBeVisible();
    await page.screenshot({ path: `e2e/.artifacts/data-safety-panel-error-${colorScheme}.png` });
    for (const button of await page.getByTestId('panel-reset').all()) if (await button.isVisible()) await button.click();

    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press(`${mod}+a`);
    await page.keyboard.press('Delete');
    await expect(page.getByTestId('toast').filter({ hasText: '3 agents deleted' })).toBeVisible();
    await page.screenshot({ path: `e2e/.artifacts/data-safety-undo-toast-${colorScheme}.png` });
    await page.getByTestId('toast-action').click();
    await expect(agentNodes(page)).toHaveCount(3);
    await expect(page.getByTestId('save-state')).toHaveText('Saved');

    const second = await context.newPage();
    await second.setViewportSize({ width: 1280, height: 720 });
    await second.emulateMedia({ colorScheme });
    await second.goto('/');
    await expect(agentNodes(second)).toHaveCount(3);
    await agentNodes(page).filter({ hasText: 'Sales Agent' }).locator('.sb-agent__name').click();
    await page.keyboard.press('Delete');
    await expect(second.getByTestId('conflict-banner')).toBeVisible();
    await second.screenshot({ path: `e2e/.artifacts/data-safety-conflict-banner-${colorScheme}.png` });
  });
}
