/** The top bar's file menu: new, open, save, examples, projects; plus save state and trust. */
import { useRef, useState } from 'react';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { Icon, Menu, runAction, toast, type MenuEntry } from '../../ui/index.ts';
import { downloadText } from './downloadText.ts';
import { createProject, importGraphFile, useLibraryStore } from './librarySession.ts';
import { requestExample } from './exampleAgain.ts';
import { CODE_ACCEPT, closeCodeImportChooser, importCodeFiles, openCodeImportChooser } from './codeImport.ts';
import { ImportCodeChooser } from './ImportCodeChooser.tsx';
import { ProjectsDialog } from './ProjectsDialog.tsx';
import { UntrustedBanner } from './UntrustedBanner.tsx';
import './library.css';

const SAVE_TEXT = { idle: '', saving: 'Saving…', saved: 'Saved', error: 'Not saved', conflict: 'Not saved' } as const;

export function LibraryMenu() {
  const fileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [projectsOpen, setProjectsOpen] = useState(false);
  const saveState = useLibraryStore((s) => s.saveState);

  // the file writer and the link codec use the graph schema (zod): loaded on use, not on first paint
  const saveFile = async () => {
    const graph = useDocumentStore.getState().graph;
    const { graphFileName, writeGraphText } = await import('./graphFile.ts');
    downloadText(graphFileName(graph), writeGraphText(graph));
  };

  const copyShareLink = async () => {
    const graph = useDocumentStore.getState().graph;
    const { createShareLink } = await import('../../graph/shareLink.ts');
    const link = await createShareLink(graph, location.href);
    if (!link.ok) {
      toast.error(link.reason === 'too_long' ? 'This graph is too large for a link' : 'This graph cannot be shared in a link', link.message);
      if (link.reason === 'too_long') await saveFile();
      return;
    }
    const url = link.url;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Share link copied', 'The graph travels in the link itself; it opens untrusted until the receiver trusts it.');
    } catch {
      toast.error('The link could not be copied', 'The browser refused clipboard access.');
    }
  };

  const items: MenuEntry[] = [
    { label: 'New graph', onSelect: () => void runAction('The new graph could not be created', createProject), testId: 'menu-new' },
    { label: 'Open file…', onSelect: () => fileInput.current?.click(), testId: 'menu-open-file' },
    { label: 'Import code…', onSelect: () => openCodeImportChooser('files'), testId: 'menu-import-code' },
    { label: 'Import code folder…', onSelect: () => openCodeImportChooser('folder'), testId: 'menu-import-code-folder' },
    { label: 'Save to file', onSelect: () => void runAction('The graph could not be saved to a file', saveFile), testId: 'menu-save-file' },
    { label: 'Copy share link', onSelect: () => void runAction('The share link could not be made', copyShareLink), testId: 'menu-share-link' },
    { label: 'All projects…', onSelect: () => setProjectsOpen(true), testId: 'menu-projects' },
    { kind: 'separator' },
    { kind: 'heading', label: 'Examples' },
    ...EXAMPLE_CATALOG.map((example) => ({ label: example.title, onSelect: () => void runAction(`The example "${example.title}" could not be opened`, () => requestExample(example.id)), testId: `example:${example.id}` })),
  ];

  return (
    <div className="sb-lib">
      <Menu
        label="File"
        testId="library-menu"
        trigger={
          <>
            <span>File</span>
            <Icon name="chevronDown" size={12} />
          </>
        }
        items={items}
      />
      <span className="sb-lib__save" data-state={saveState} data-testid="save-state" aria-live="polite">
        {SAVE_TEXT[saveState]}
      </span>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="open-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void runAction(`"${file.name}" was not imported`, async () => importGraphFile(await file.text(), file.name));
        }}
      />
      {/* agent code (Agents SDK, Swarm, AG2): files, or a folder (webkitdirectory) */}
      <input
        ref={codeInput}
        type="file"
        multiple
        accept={CODE_ACCEPT}
        hidden
        data-testid="import-code-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void runAction('The code was not imported', () => importCodeFiles(files));
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        data-testid="import-code-folder-input"
        {...{ webkitdirectory: '' }}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void runAction('The code folder was not imported', () => importCodeFiles(files));
        }}
      />
      <ImportCodeChooser
        onChoose={(kind) => {
          closeCodeImportChooser();
          (kind === 'folder' ? folderInput : codeInput).current?.click();
        }}
      />
      <ProjectsDialog open={projectsOpen} onClose={() => setProjectsOpen(false)} />
      <UntrustedBanner />
    </div>
  );
}
