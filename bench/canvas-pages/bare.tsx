/**
 * The baseline of `npm run bench -- canvas`: a plain React Flow page (the documented controlled
 * setup: useNodesState/useEdgesState, default nodes and edges, background, minimap, controls)
 * with the same generated graph as the app's `?bench=N` mode, in a box of the same size as the
 * app's canvas (`?n=N&w=W&h=H`).
 */
import { Background, Controls, MiniMap, ReactFlow, useEdgesState, useNodesState, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { benchGraph } from '../../src/app/benchGraph.ts';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? 100);
const width = Number(params.get('w') ?? 900);
const height = Number(params.get('h') ?? 800);
const graph = benchGraph(n);
const initialNodes: Node[] = graph.agents.map((a) => ({ id: a.id, position: a.position, data: { label: a.name } }));
const initialEdges: Edge[] = graph.handoffs.map((h) => ({ id: h.id, source: h.from, target: h.to }));

function Bare() {
  const [nodes, , onNodesChange] = useNodesState(initialNodes);
  const [edges, , onEdgesChange] = useEdgesState(initialEdges);
  return (
    <div style={{ width, height }}>
      <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} fitView fitViewOptions={{ padding: 0.2, maxZoom: 1.1 }} minZoom={0.02} maxZoom={2}>
        <Background />
        <MiniMap />
        <Controls />
      </ReactFlow>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Bare />
  </StrictMode>,
);
