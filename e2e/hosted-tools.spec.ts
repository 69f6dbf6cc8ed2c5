/**
 * Hosted tools offline (docs/HOSTED-TOOLS.md): give an agent a file search, attach a document to
 * the graph, ask a question, and see the simulator's file search (labelled simulated) with its
 * results and the answer citing the document, as a person sees them. A file that is not text is
 * refused with a reason, and nothing is lost. The recording replays the same chat.
 */
import { expect, test } from './support/fixtures';
import { canvasPoint, dragFromPalette, openFreshApp } from './support/app';
import { agentMessages, openPlayground, send, replayNewestRecording, chatTexts } from './support/playground';

const HANDBOOK = [
  '# Leave',
  '',
  'Every employee has 25 days of paid leave a year. Unused days carry over until March.',
  '',
  '# Expenses',
  '',
  'Expenses are filed in the finance portal by the fifth of each month.',
].join('\n');

test('file search answers from an attached document, offline, and shows what it found', async ({ page }) => {
  await openFreshApp(page);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 260));
  const node = page.getByTestId('agent-node').first();
  await dragFromPalette(page, 'palette-file', node);
  await expect(node.getByTestId('tool-count')).toHaveText('1 tool');
  await node.getByTestId('tool-badge').click();

  // a file that is not text: a clear reason, and no document added
  await page.getByTestId('document-file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 \u0000\u0001') });
  await expect(page.getByRole('alert').filter({ hasText: 'scan.pdf: only text files can be searched offline' })).toBeVisible();
  await expect(page.getByTestId('graph-document')).toHaveCount(0);

  await page.getByTestId('document-file').setInputFiles({ name: 'handbook.md', mimeType: 'text/markdown', buffer: Buffer.from(HANDBOOK) });
  await expect(page.getByTestId('graph-document')).toHaveCount(1);
  await expect(page.getByTestId('graph-document').locator('input').first()).toHaveValue('handbook.md');
  await page.getByTestId('file-search-include-results').check();
  await page.screenshot({ path: 'test-results/hosted-file-search-inspector.png' });

  await openPlayground(page);
  await send(page, 'How many days of paid leave do I get?');
  const row = page.locator('[data-testid="chat-entry"][data-kind="tool"]');
  await expect(row).toContainText('file search');
  await expect(row.getByTestId('hosted-simulated-tag')).toHaveText('Simulated');
  const results = row.getByTestId('file-search-results');
  await expect(results.locator('li').first()).toContainText('handbook.md');
  await expect(results.locator('li').first()).toContainText('25 days of paid leave');
  await expect(agentMessages(page).last().getByTestId('message-text')).toHaveText('According to handbook.md: "Every employee has 25 days of paid leave a year."');
  // the trace has the run's spans; the file search lives in its generation, as in the SDKs
  await expect(page.getByTestId('span-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/hosted-file-search-chat.png' });
  await page.getByTestId('graph-document').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/hosted-file-search-documents.png' });

  // the recording replays the same chat, the simulated search and its results included
  const live = await chatTexts(page);
  await replayNewestRecording(page);
  expect(await chatTexts(page)).toEqual(live);
  await expect(page.getByTestId('file-search-results')).toContainText('handbook.md');
});
