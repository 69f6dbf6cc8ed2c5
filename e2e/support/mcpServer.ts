/** Where the Playwright config starts the reference MCP server (scripts/mcpEverything.mjs): beside the app's port. */
export function mcpE2ePort(): number {
  return Number(process.env.MCP_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1100);
}
