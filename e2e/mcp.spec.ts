/**
 * A local MCP server in the app (docs/MCP.md): add the reference server (server-everything on
 * 127.0.0.1, started by the Playwright config) to an agent, allow its origin, list its tools (the
 * canvas shows them), run a conversation with the simulator that calls one of them after an
 * approval, then replay the recording with every outside request blocked.
 */
import { expect, test } from './support/fixtures';
import { agentNode, canvasPoint, dragFromPalette, openFreshApp, waitForDocument } from './support/app';
import { approvalCard, blockOutsideRequests, chatTexts, openPlayground, replayNewestRecording, send, waitForApproval } from './support/playground';
import { mcpE2ePort } from './support/mcpServer';

const MCP_URL = `http://127.0.0.1:${mcpE2ePort()}/mcp`;

test('an agent calls a tool of its MCP server after approval, and the run replays offline', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await openFreshApp(page);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 260));
  const node = page.getByTestId('agent-node').first();
  await expect(node).toBeVisible();

  // approvals on MCP servers are the Python SDK's (the JS SDK's servers have none)
  await page.locator('.react-flow__pane').click({ position: { x: 700, y: 500 } });
  await page.getByTestId('graph-runtime').selectOption('agents-sdk-python');

  await node.click();
  const section = page.getByTestId('agent-mcp');
  if ((await section.getAttribute('data-open')) === null) await section.getByRole('button', { name: /MCP servers/ }).click();
  await page.getByTestId('mcp-add').click();
  const url = page.getByTestId('mcp-url');
  await url.fill(MCP_URL);
  await url.press('Tab');
  // the page may not reach a new origin until the person allows it (connect-src is fixed per load)
  await page.getByTestId('mcp-allow-origin').click();
  await waitForDocument(page);
  await node.click();
  await page.getByTestId('mcp-allowed').fill('echo, get-sum');
  await page.getByTestId('mcp-allowed').press('Tab');
  await page.getByTestId('mcp-approval').selectOption('per_tool');
  await page.getByTestId('mcp-approval-tools').fill('echo');
  await page.getByTestId('mcp-approval-tools').press('Tab');
  await page.getByTestId('mcp-list').click();
  await expect(page.getByTestId('mcp-listed-tools').locator('code')).toHaveText(['echo', 'get-sum']);
  // the canvas shows the server's tools on its agent
  await expect(node.getByTestId('tool-badge')).toHaveText(['echo', 'get-sum']);
  await page.screenshot({ path: 'test-results/mcp-inspector.png' });

  await openPlayground(page);
  await send(page, 'Please echo this message: hello world');
  await waitForApproval(page);
  await expect(approvalCard(page)).toContainText('echo');
  await page.screenshot({ path: 'test-results/mcp-approval.png' });
  await page.getByTestId('approve').click();
  const toolRow = page.locator('[data-testid="chat-entry"][data-kind="tool"]');
  await expect(toolRow).toContainText('Echo: Please echo this message: hello world');
  await expect(page.getByTestId('send')).toBeVisible();
  const live = await chatTexts(page);

  // replay: nothing outside the app may be reached, the MCP server included
  const blocked = await blockOutsideRequests(page, baseURL as string);
  await replayNewestRecording(page);
  expect(await chatTexts(page)).toEqual(live);
  await expect(page.getByTestId('span-row').filter({ hasText: 'MCP tools · server1' }).first()).toBeVisible();
  expect(blocked).toEqual([]);
  await expect(agentNode(page, 'Agent')).toBeVisible();
});
