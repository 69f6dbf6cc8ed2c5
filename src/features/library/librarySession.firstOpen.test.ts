import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { setRepositoryForTests, startLibrary } from './librarySession.ts';
import { openProjectRepository } from './projectRepository.ts';

// The very first visit shows the example with the playground open. Both go in one update: the
// canvas fits once, beside the dock, and nothing that sees the example (a person's first click,
// an e2e test closing the dock) can catch the dock still shut while storage is being written.
it('the first open puts the example on the canvas and opens the playground in the same update', async () => {
  setRepositoryForTests(openProjectRepository('library-first-open-test'));
  const dockWhenShown: boolean[] = [];
  const stop = useDocumentStore.subscribe((state, previous) => {
    // read as React's render of this update would: after the task's synchronous updates
    if (state.graph !== previous.graph && state.graph.agents.length > 0) queueMicrotask(() => dockWhenShown.push(useUiStore.getState().playgroundOpen));
  });
  await startLibrary();
  stop();
  expect(useDocumentStore.getState().graph.agents.map((a) => a.name)).toContain('Triage Agent');
  expect(dockWhenShown[0]).toBe(true);
});
