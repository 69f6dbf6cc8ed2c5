/**
 * Agents as tools, as a person builds and runs one: two agents from the palette, a "calls as tool"
 * edge made in the manager's inspector, then a run with the offline simulator in step mode where
 * the worker glows inside the manager's turn and the manager shows it is waiting on it.
 */
import { agentNode, canvasPoint, dragFromPalette, openFreshApp } from './support/app';
import { expect, test } from './support/fixtures';
import { agentMessages, openPlayground, send, untilNextStop } from './support/playground';

async function rename(page: import('@playwright/test').Page, agentId: string, name: string) {
  await page.locator(`[data-testid="agent-node"][data-agent-id="${agentId}"]`).click();
  const field = page.getByTestId('agent-name');
  await field.fill(name);
  await field.press('Enter');
  // leaving the field settles the name: an id the app made follows it
  await field.blur();
}

test('a manager calls a worker as a tool: the edge is drawn as a tool edge and the worker lights up inside the manager\'s turn', async ({ page }) => {
  await openFreshApp(page);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 260, 260));
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 640, 420));
  await rename(page, 'agent', 'Travel Manager');
  await rename(page, 'agent_2', 'Research Agent');
  // the ids the app made follow the new names
  const manager = page.locator('[data-testid="agent-node"][data-agent-id="travel_manager"]');
  const worker = page.locator('[data-testid="agent-node"][data-agent-id="research_agent"]');
  // nothing leads to the worker yet
  await expect(worker).toHaveAttribute('data-lint', 'warning');

  // the manager's inspector: "Calls as tools" → pick the worker
  await manager.click();
  await page.getByTestId('agent-calls-as-tools').getByRole('button', { name: /Calls as tools/ }).click();
  await page.getByTestId('add-agent-tool').selectOption({ label: 'Research Agent' });
  // the new edge is selected: its inspector shows the tool the manager's model will see
  await expect(page.getByTestId('inspector-agent-tool')).toBeVisible();
  await expect(page.getByTestId('derived-tool-name')).toHaveText('Research_Agent({ input })');
  const description = page.getByTestId('agent-tool-description');
  await description.fill('Research facts about a place: weather, sights, food.');
  await description.blur();
  // "Start from template" in the output extractor inserts an extractor (the nested run's result
  // in, the manager's text out), not the function-tool template; the run below uses it
  await page.getByTestId('inspector-agent-tool').getByRole('button', { name: 'Start from template' }).click();
  const extractor = page.locator('[data-testid="code:agentTool/travel_manager-calls-research_agent/outputExtractor"] .view-lines');
  await expect(extractor).toContainText('(result: AgentToolResult): string');
  await expect(extractor).toContainText('return result.outputText;');
  await expect(extractor).not.toContainText('ToolHelpers');
  await page.screenshot({ path: 'e2e/.artifacts/agent-tool-inspector.png' });

  // drawn as its own kind: dashed, tagged "tool", and the worker is reachable now
  const edge = page.locator('.react-flow__edge[data-id="at:travel_manager-calls-research_agent"]');
  await expect(edge.locator('path.sb-edge--agentTool')).toHaveCount(1);
  await expect(page.locator('[data-testid="edge-label"][data-edge-id="at:travel_manager-calls-research_agent"]')).toContainText(/tool\s*Research_Agent/);
  await expect(worker).not.toHaveAttribute('data-lint', 'warning');
  await page.getByTestId('canvas').click({ position: { x: 40, y: 40 } });
  await page.screenshot({ path: 'e2e/.artifacts/agent-tool-edge.png' });

  // run it with the simulator, one step at a time
  await openPlayground(page);
  await page.getByTestId('step-mode').check({ force: true });
  await send(page, 'What is the weather like in Lisbon? Please research it.');
  const banner = page.getByTestId('pause-banner');
  await expect(banner).toHaveAttribute('data-before', 'model_call');
  await expect(banner).toContainText('Travel Manager');
  // continue until the run stops before the worker's own model call
  for (let i = 0; i < 6 && !/Research Agent/.test((await banner.textContent()) ?? ''); i++) {
    await untilNextStop(page, () => page.getByTestId('continue').click());
  }
  await expect(banner).toContainText('Research Agent');
  // inside the manager's turn: the worker glows, the manager waits on it, the edge was taken
  await expect(worker).toHaveAttribute('data-active', 'true');
  await expect(manager).toHaveAttribute('data-calling', 'true');
  await expect(manager.getByTestId('calling-chip')).toHaveText('waiting on tool');
  await expect(manager).not.toHaveAttribute('data-active', 'true');
  await expect(edge.locator('path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await page.screenshot({ path: 'e2e/.artifacts/agent-tool-running.png' });

  await page.getByTestId('run-to-end').click();
  // the call is one tool row in the manager's conversation, and the manager answers last
  const toolRow = page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="Research_Agent"]');
  await expect(toolRow).toHaveAttribute('data-status', 'done');
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Travel Manager');
  await expect(manager).not.toHaveAttribute('data-calling', 'true');
  await expect(worker).toHaveAttribute('data-visited', 'true');
  await expect(agentNode(page, 'Research Agent').getByTestId('turn-count')).toHaveText('1 turn');
});

test('an AG2 agent with a nested chat: made in its inspector, drawn as a chat edge, and the recipient lights up inside its turn', async ({ page }) => {
  await openFreshApp(page);
  await page.getByTestId('graph-runtime').selectOption('ag2');
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 260, 260));
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 640, 420));
  // AG2 names carry no whitespace
  await rename(page, 'agent', 'planner');
  await rename(page, 'agent_2', 'critic');
  const owner = page.locator('[data-testid="agent-node"][data-agent-id="planner"]');
  const recipient = page.locator('[data-testid="agent-node"][data-agent-id="critic"]');
  await owner.click();
  await page.getByTestId('agent-nested-chats').getByRole('button', { name: /Nested chats/ }).click();
  await page.getByTestId('add-nested-chat').selectOption({ label: 'critic' });
  await expect(page.getByTestId('nested-chat')).toHaveCount(1);
  await expect(page.locator('[data-testid="edge-label"][data-edge-id="nc:planner:0"]')).toContainText(/chat\s*1 · last message/);
  await page.screenshot({ path: 'e2e/.artifacts/nested-chat-inspector.png' });

  await openPlayground(page);
  await page.getByTestId('step-mode').check({ force: true });
  await send(page, 'Plan the launch of our app');
  const banner = page.getByTestId('pause-banner');
  // the first model call of the run is the critic's, inside the planner's turn
  await expect(banner).toHaveAttribute('data-before', 'model_call');
  await expect(banner).toContainText('critic');
  await expect(recipient).toHaveAttribute('data-active', 'true');
  await expect(owner).toHaveAttribute('data-calling', 'true');
  await expect(page.locator('.react-flow__edge[data-id="nc:planner:0"] path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await page.getByTestId('run-to-end').click();
  // the critic's answer shows in the chat under its name; then the planner's turn is over
  await expect(agentMessages(page).first()).toHaveAttribute('data-agent-name', 'critic');
  // the chat opens under a divider with the planner's message, and the planner's reply, the
  // chat's summary, is its own row, marked as a summary rather than a model answer
  await expect(page.getByTestId('nested-chat-label').first()).toContainText(/planner\s*⇄\s*●?\s*critic\s*nested chat 1/);
  await expect(page.getByTestId('nested-chat-message').first()).toHaveText('Plan the launch of our app');
  const summary = agentMessages(page).nth(1);
  await expect(summary).toHaveAttribute('data-agent-name', 'planner');
  await expect(summary.getByTestId('nested-summary-tag')).toHaveText('Summary of the chat with critic');
  await expect(summary.getByTestId('message-text')).toHaveText((await agentMessages(page).first().getByTestId('message-text').textContent()) ?? '');
  await page.screenshot({ path: 'e2e/.artifacts/nested-chat-summary.png' });
  await expect(owner).not.toHaveAttribute('data-calling', 'true');
  await expect(recipient).toHaveAttribute('data-visited', 'true');
});
