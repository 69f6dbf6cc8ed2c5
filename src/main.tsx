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

function start() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App bench={bench} />
    </StrictMode>,
  );
}

// The generator validates through the graph schema (zod), which a normal first paint does not load.
// Not a top-level await: the generator's chunk imports modules of this entry chunk, and an entry
// still awaiting never finishes evaluating, so the page stayed blank.
if (bench) {
  void import('./app/benchGraph.ts').then(({ benchGraph }) => {
    useDocumentStore.getState().setGraph(benchGraph(bench.size));
    start();
  });
} else start();
