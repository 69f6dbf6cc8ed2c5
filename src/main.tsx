import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@xyflow/react/dist/style.css';
import './app/theme.css';
import './ui/ui.css';
import './app/app.css';
import { App } from './app/App.tsx';
import { benchGraph, benchModeFromUrl } from './app/benchGraph.ts';
import { useDocumentStore } from './store/documentStore.ts';

// `?bench=N`: a generated graph instead of the saved project (npm run bench -- canvas).
const bench = benchModeFromUrl(location.search);
if (bench) useDocumentStore.getState().setGraph(benchGraph(bench.size));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App bench={bench} />
  </StrictMode>,
);
