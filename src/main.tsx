import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@xyflow/react/dist/style.css';
import './app/theme.css';
import './ui/ui.css';
import './app/app.css';
import { App } from './app/App.tsx';
import { benchModeFromUrl } from './app/benchMode.ts';
import { useDocumentStore } from './store/documentStore.ts';

// `?bench=N`: a generated graph instead of the saved project (npm run bench -- canvas).
const bench = benchModeFromUrl(location.search);
// The generator validates through the graph schema (zod), which a normal first paint does not load.
if (bench) useDocumentStore.getState().setGraph((await import('./app/benchGraph.ts')).benchGraph(bench.size));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App bench={bench} />
  </StrictMode>,
);
