/**
 * The demo screen for a real computer-use model (docs/COMPUTER.md §3): the Responses API takes PNG,
 * JPEG, WebP or GIF screenshots, not the demo screen's SVG, so in the page each screenshot is drawn
 * onto an OffscreenCanvas and sent as PNG. The offline simulator keeps the SVG (smaller, and the
 * same bytes everywhere). Loaded only for a run with a real provider and a computer tool.
 */
import type { ComputerProvider } from '../../engine/computer.ts';
import type { Graph } from '../../graph/schema.ts';
import { createDemoScreen } from '../../models/computer/demoScreen.ts';

export function hasComputerTool(graph: Graph): boolean {
  return graph.tools.some((t) => t.type === 'computer');
}

/** An SVG data URL as a PNG data URL of the given size. */
export async function svgToPng(svg: string, width: number, height: number): Promise<string> {
  const image = new Image(width, height);
  image.src = svg;
  await image.decode();
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the demo screen (no 2D canvas).');
  context.drawImage(image, 0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

export const pngDemoScreens: ComputerProvider = (tool) => {
  const screen = createDemoScreen({ width: tool.displayWidth, height: tool.displayHeight });
  return {
    act: (action) => screen.act(action),
    screenshot: () => svgToPng(screen.screenshot(), tool.displayWidth, tool.displayHeight),
  };
};
