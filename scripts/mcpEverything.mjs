#!/usr/bin/env node
/**
 * Starts the reference MCP server (@modelcontextprotocol/server-everything, from node_modules) with
 * its own Streamable HTTP transport and CORS settings, bound to 127.0.0.1 only: the package listens
 * on every interface, so `listen(port)` is given the loopback host before the server module loads.
 * PORT=0 (the default) picks a free port; the line `MCP_EVERYTHING_URL=http://127.0.0.1:<port>/mcp`
 * on stdout says which. Used by the MCP integration tests and the Playwright config (docs/MCP.md §5).
 */
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === 'number' || typeof args[0] === 'string') {
    const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined;
    this.once('listening', () => {
      const address = this.address();
      if (address && typeof address === 'object') process.stdout.write(`MCP_EVERYTHING_URL=http://127.0.0.1:${address.port}/mcp\n`);
    });
    return listen.call(this, Number(args[0]), '127.0.0.1', callback);
  }
  return listen.apply(this, args);
};
process.env.PORT ??= '0';
await import('@modelcontextprotocol/server-everything/dist/transports/streamableHttp.js');
