/**
 * Which MCP server origins the page may connect to (docs/SECURITY.md). The page's connect-src is
 * fixed when it loads (/startup.js): it admits only the origins the person allowed here, saved
 * in this browser, never an origin merely named by a graph file. Allowing one reloads the page.
 */
export const MCP_ORIGINS_KEY = 'switchboard.mcpOrigins';

/** The http(s) origin of a server URL, or null. */
export function mcpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins the page's policy admits for MCP servers; null when no policy was set (tests). */
export function allowedMcpOrigins(): string[] | null {
  if (typeof document === 'undefined') return null;
  const list = document.documentElement.dataset.mcpOrigins;
  return list === undefined ? null : list.split(' ').filter(Boolean);
}

/** The server URL's origin when the page cannot reach it yet (it must be allowed, then reloaded). */
export function mcpOriginNeedingReload(url: string, allowed = allowedMcpOrigins()): string | null {
  const origin = mcpOrigin(url);
  if (!origin || allowed === null || allowed.includes(origin)) return null;
  return origin;
}

/** The origins saved as allowed in this browser (what /startup.js admits on the next load). */
export function savedMcpOrigins(): string[] {
  let saved: unknown = [];
  try {
    saved = JSON.parse(localStorage.getItem(MCP_ORIGINS_KEY) ?? '[]');
  } catch {
    saved = [];
  }
  return Array.isArray(saved) ? saved.filter((o): o is string => typeof o === 'string') : [];
}

/** Saves the origin as allowed (read by /startup.js on the next load). */
export function allowMcpOrigin(origin: string): void {
  const list = savedMcpOrigins();
  if (!list.includes(origin)) list.push(origin);
  localStorage.setItem(MCP_ORIGINS_KEY, JSON.stringify(list));
}

/** Withdraws an allowed origin; the page's policy stops admitting it on the next load. */
export function removeMcpOrigin(origin: string): void {
  localStorage.setItem(MCP_ORIGINS_KEY, JSON.stringify(savedMcpOrigins().filter((o) => o !== origin)));
}
