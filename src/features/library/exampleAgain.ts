/**
 * Opening an example that is already a project: ask whether to open that copy or a new one,
 * rather than making another project of the same name each time (three "ACME customer service").
 */
import { create } from 'zustand';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import { openExample, openProject, useLibraryStore } from './librarySession.ts';

export interface ExampleAgain {
  exampleId: string;
  title: string;
  /** the newest project opened from this example */
  projectId: string;
  /** how many projects were opened from it */
  copies: number;
}

export const useExampleAgain = create<{ asking: ExampleAgain | null }>()(() => ({ asking: null }));

/** The projects made from example `title` (same origin and name), newest first. */
export function copiesOf(projects: readonly { id: string; name: string; origin: string; updatedAt: number }[], title: string) {
  return projects.filter((p) => p.origin === 'example' && p.name === title).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Opens an example, or asks first when a project from it exists. */
export async function requestExample(exampleId: string): Promise<boolean> {
  const entry = EXAMPLE_CATALOG.find((e) => e.id === exampleId);
  const copies = entry ? copiesOf(useLibraryStore.getState().projects, entry.title) : [];
  if (!entry || copies.length === 0) return openExample(exampleId);
  useExampleAgain.setState({ asking: { exampleId, title: entry.title, projectId: copies[0].id, copies: copies.length } });
  return true;
}

export async function answerExampleAgain(answer: 'existing' | 'new' | 'cancel'): Promise<void> {
  const asking = useExampleAgain.getState().asking;
  useExampleAgain.setState({ asking: null });
  if (!asking || answer === 'cancel') return;
  if (answer === 'existing') await openProject(asking.projectId);
  else await openExample(asking.exampleId);
}
