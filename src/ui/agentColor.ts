/**
 * An agent's accent colour: its own colour, else a calm hue picked stably from its id. Shared by
 * the canvas (nodes) and the playground (chat attribution) so both always agree.
 */
const HUES = [234, 262, 199, 168, 142, 32, 12, 330];

export function agentHue(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return HUES[h % HUES.length];
}

export function agentColor(id: string, color: string | null): string {
  return color ?? `hsl(${agentHue(id)} 62% 56%)`;
}
