/**
 * The MCP server origins this browser allowed the page to connect to (docs/SECURITY.md), in the
 * model settings: each can be removed; the page's policy is fixed when it loads, so a removal
 * takes effect on reload, and the list says so.
 */
import { useState } from 'react';
import { Button } from '../../ui/index.ts';
import { removeMcpOrigin, savedMcpOrigins } from './mcpOrigins.ts';

export function AllowedMcpOrigins() {
  const [origins, setOrigins] = useState(savedMcpOrigins);
  const [removed, setRemoved] = useState(false);
  return (
    <section className="sb-mcp-origins" data-testid="mcp-origins">
      <span className="sb-label">MCP servers this page may connect to</span>
      {origins.length === 0 ? (
        <p className="sb-hint" data-testid="mcp-origins-empty">
          None. A server is allowed from its agent's MCP settings ("Allow and reload").
        </p>
      ) : (
        <ul className="sb-mcp-origins__list">
          {origins.map((origin) => (
            <li key={origin} className="sb-mcp-origins__item" data-testid="mcp-origin">
              <code>{origin}</code>
              <Button
                size="sm"
                variant="ghost"
                icon="close"
                aria-label={`Remove ${origin}`}
                data-testid="mcp-origin-remove"
                onClick={() => {
                  removeMcpOrigin(origin);
                  setOrigins(savedMcpOrigins());
                  setRemoved(true);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removed && (
        <p className="sb-hint" role="status" data-testid="mcp-origins-reload">
          Removed. The page stops connecting to it when it reloads.
        </p>
      )}
    </section>
  );
}
