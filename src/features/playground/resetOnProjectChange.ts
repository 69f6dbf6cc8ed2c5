/**
 * Another project, or another graph loaded into it, starts a fresh conversation (and forgets the
 * breakpoints). This listens to
 * the stores themselves rather than running in a render effect: an effect runs after paint, and a
 * message sent in that gap was wiped together with the old conversation.
 */
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { resetConversation, useRunSession } from '../../store/runSession.ts';

let started = false;

export function startResetOnProjectChange(): void {
  if (started) return;
  started = true;
  const keyOf = () => `${useProjectStore.getState().projectId}|${useDocumentStore.getState().graph.id}`;
  let shown = keyOf();
  const check = () => {
    const key = keyOf();
    if (key === shown) return;
    shown = key;
    resetConversation();
    // breakpoints name the old graph's agents: they (and their count) do not carry over
    useRunSession.setState({ breakpoints: { agents: [], kinds: [] } });
  };
  useProjectStore.subscribe(check);
  useDocumentStore.subscribe(check);
}
