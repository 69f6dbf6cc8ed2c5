/**
 * An agent's local MCP servers (docs/MCP.md §2): URL, tool filter, cache, approvals, and a
 * "List tools" that connects from the page (official SDK client, loaded on click) and keeps the
 * list in the graph, where the canvas and the simulator read it. A URL whose origin the page's
 * connection policy does not admit yet offers to allow it (saved in this browser) and reload.
 */
import { useState } from 'react';
import type { Agent, McpServer } from '../../graph/schema.ts';
import { Button, IconButton } from '../../ui/index.ts';
import { CheckField } from './fields/CheckField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { allowMcpOrigin, mcpOrigin, mcpOriginNeedingReload } from '../mcp/mcpOrigins.ts';
import { listServerTools } from '../mcp/listServerTools.ts';

type Update = (patch: Partial<Agent> | ((a: Agent) => Agent), field?: string) => void;

const names = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

function newServer(agent: Agent): McpServer {
  const taken = new Set((agent.mcpServers ?? []).map((s) => s.id));
  let n = taken.size + 1;
  while (taken.has(`mcp-${n}`)) n += 1;
  return { id: `mcp-${n}`, name: `server${n}`, transport: { type: 'streamable_http', url: 'http://127.0.0.1:3001/mcp' }, toolFilter: null, cacheToolsList: false, requireApproval: 'never' };
}

export function McpServersSection({ agent, update }: { agent: Agent; update: Update }) {
  const servers = agent.mcpServers ?? [];
  const patchServer = (id: string, patch: (s: McpServer) => McpServer, field: string) =>
    update((a) => ({ ...a, mcpServers: (a.mcpServers ?? []).map((s) => (s.id === id ? patch(s) : s)) }), `mcp:${id}:${field}`);
  const remove = (id: string) => update((a) => ({ ...a, mcpServers: (a.mcpServers ?? []).filter((s) => s.id !== id) }));
  return (
    <Section title="MCP servers" summary={String(servers.length)} defaultOpen={servers.length > 0} testId="agent-mcp">
      {servers.map((server) => (
        <McpServerCard key={server.id} server={server} patch={(p, field) => patchServer(server.id, p, field)} onRemove={() => remove(server.id)} />
      ))}
      <div className="sb-insp__row">
        <Button size="sm" icon="plus" data-testid="mcp-add" onClick={() => update((a) => ({ ...a, mcpServers: [...(a.mcpServers ?? []), newServer(a)] }))}>
          Add MCP server
        </Button>
      </div>
      <p className="sb-hint">
        The runner lists the server's tools every turn and calls them like function tools. The server must answer CORS for this page (docs/MCP.md).
      </p>
    </Section>
  );
}

function McpServerCard({ server, patch, onRemove }: { server: McpServer; patch: (p: (s: McpServer) => McpServer, field: string) => void; onRemove: () => void }) {
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const url = server.transport.type === 'streamable_http' ? server.transport.url : null;
  const blocked = url ? mcpOriginNeedingReload(url) : null;
  const approval = typeof server.requireApproval === 'string' ? server.requireApproval : 'per_tool';
  const askingTools = typeof server.requireApproval === 'object' ? Object.entries(server.requireApproval).filter(([, v]) => v === 'always').map(([k]) => k) : [];
  const list = async () => {
    setStatus({ busy: true, error: null });
    try {
      const tools = await listServerTools(server);
      patch((s) => ({ ...s, listedTools: tools }), 'listedTools');
      setStatus({ busy: false, error: null });
    } catch (error) {
      setStatus({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="sb-insp__mcp" data-testid={`mcp-server-${server.id}`}>
      <div className="sb-insp__row sb-insp__mcp-head">
        <TextField label="Name" value={server.name} testId="mcp-name" validate={(v) => (v.trim() ? null : 'An MCP server needs a name')} onCommit={(name) => patch((s) => ({ ...s, name }), 'name')} />
        <IconButton icon="trash" label={`Remove MCP server ${server.name}`} onClick={onRemove} />
      </div>
      {url !== null ? (
        <TextField
          label="URL (Streamable HTTP)"
          value={url}
          mono
          testId="mcp-url"
          validate={(v) => (mcpOrigin(v) ? null : 'Use an http:// or https:// URL')}
          onCommit={(next) => patch((s) => ({ ...s, transport: { type: 'streamable_http', url: next.trim() } }), 'url')}
        />
      ) : (
        <p className="sb-hint">
          stdio: <code className="sb-insp__code">{server.transport.type === 'stdio' ? [server.transport.command, ...server.transport.args].join(' ') : ''}</code> runs only from the command line (switchboard run).
        </p>
      )}
      {blocked && (
        <div className="sb-insp__mcp-policy" role="note">
          <span>This page may not connect to {blocked} yet.</span>
          <Button
            size="sm"
            data-testid="mcp-allow-origin"
            onClick={() => {
              allowMcpOrigin(blocked);
              // the library stashes unsaved edits on pagehide (librarySession.ts), so nothing typed is lost
              location.reload();
            }}
          >
            Allow and reload
          </Button>
        </div>
      )}
      <div className="sb-insp__grid">
        <TextField label="Only these tools" value={server.toolFilter?.allowed.join(', ') ?? ''} placeholder="all" testId="mcp-allowed" onCommit={(v) => patch((s) => withFilter(s, { allowed: names(v) }), 'allowed')} />
        <TextField label="Never these tools" value={server.toolFilter?.blocked.join(', ') ?? ''} placeholder="none" testId="mcp-blocked" onCommit={(v) => patch((s) => withFilter(s, { blocked: names(v) }), 'blocked')} />
      </div>
      <SelectField
        label="Ask before calling"
        value={approval}
        testId="mcp-approval"
        options={[
          { value: 'never', label: 'Never' },
          { value: 'always', label: 'Every tool' },
          { value: 'per_tool', label: 'Only some tools' },
        ]}
        hint="Agents SDK (Python) runs these approvals; the JS SDK's MCP servers have none."
        onChange={(v) => patch((s) => ({ ...s, requireApproval: v === 'per_tool' ? {} : (v as 'always' | 'never') }), 'approval')}
      />
      {approval === 'per_tool' && (
        <TextField
          label="Tools that ask"
          value={askingTools.join(', ')}
          testId="mcp-approval-tools"
          onCommit={(v) => patch((s) => ({ ...s, requireApproval: Object.fromEntries(names(v).map((n) => [n, 'always' as const])) }), 'approvalTools')}
        />
      )}
      <CheckField label="Cache the tool list" hint="List once and reuse it for later turns and runs (cacheToolsList)." checked={server.cacheToolsList} onChange={(on) => patch((s) => ({ ...s, cacheToolsList: on }), 'cache')} />
      <div className="sb-insp__row">
        <Button size="sm" data-testid="mcp-list" disabled={status.busy || url === null || blocked !== null} onClick={() => void list()}>
          {status.busy ? 'Listing…' : 'List tools'}
        </Button>
      </div>
      {status.error && <p className="sb-error-text" role="alert">{status.error}</p>}
      {server.listedTools && (
        <ul className="sb-insp__names" data-testid="mcp-listed-tools">
          {server.listedTools.length === 0 && <li className="sb-hint">The server lists no tools.</li>}
          {server.listedTools.map((tool) => (
            <li key={tool.name}>
              <code className="sb-insp__code">{tool.name}</code>
              <span className="sb-hint">{tool.description}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function withFilter(server: McpServer, patch: Partial<{ allowed: string[]; blocked: string[] }>): McpServer {
  const next = { allowed: server.toolFilter?.allowed ?? [], blocked: server.toolFilter?.blocked ?? [], ...patch };
  return { ...server, toolFilter: next.allowed.length === 0 && next.blocked.length === 0 ? null : next };
}
