/** Library: local projects (autosaved to IndexedDB), graph files, examples, import problems, trust. */
export { LibraryMenu } from './LibraryMenu.tsx';
export { LibraryHost } from './LibraryHost.tsx';
/** Opens a shipped example as a new project (the canvas's empty state offers them). */
export { importGraphFile, openExample } from './librarySession.ts';
export { requestExample } from './exampleAgain.ts';
