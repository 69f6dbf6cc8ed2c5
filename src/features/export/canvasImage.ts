/**
 * The canvas as a picture (SVG or PNG) for documents and slides, following React Flow's
 * "download image" recipe: frame the canvas content (canvasBounds + getViewportForBounds) and render the
 * flow's viewport element with html-to-image. React Flow's own DOM class, not the canvas feature,
 * is the contract here, so no feature imports another.
 */
import { getViewportForBounds, type Rect } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';

export type ImageFormat = 'png' | 'svg';

const PADDING = 48;
const MAX_SIDE = 4096;

const SVG_STYLE_PROPERTIES = ['stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-opacity', 'fill', 'fill-opacity', 'opacity'];

function inlineStyle(element: SVGElement, from: Element = element): void {
  const computed = getComputedStyle(from);
  for (const property of SVG_STYLE_PROPERTIES) element.style.setProperty(property, computed.getPropertyValue(property));
}

/** Inlines edge styles and copies the arrowheads the edges use into the viewport; returns the undo. */
function inlineEdgeStyles(viewport: HTMLElement): () => void {
  const elements = [...viewport.querySelectorAll<SVGElement>('.react-flow__edges svg *')];
  const saved = elements.map((element) => [element, element.getAttribute('style')] as const);
  for (const element of elements) inlineStyle(element);
  const host = viewport.querySelector('.react-flow__edges svg');
  const defs = document.createElementNS('http://www.w3.org/2000/svg', 'defs');
  const ids = new Set<string>();
  for (const element of elements) {
    for (const attribute of ['marker-end', 'marker-start']) {
      const id = /^url\(#(.+)\)$/.exec(element.getAttribute(attribute) ?? '')?.[1];
      if (id) ids.add(id);
    }
  }
  for (const id of ids) {
    const marker = document.getElementById(id);
    if (!marker || viewport.contains(marker)) continue;
    const copy = marker.cloneNode(true) as SVGElement;
    const originals = [marker, ...marker.querySelectorAll('*')];
    [copy, ...copy.querySelectorAll<SVGElement>('*')].forEach((element, i) => inlineStyle(element, originals[i]));
    defs.append(copy);
  }
  if (host && defs.childNodes.length > 0) host.prepend(defs);
  return () => {
    defs.remove();
    for (const [element, style] of saved) {
      if (style === null) element.removeAttribute('style');
      else element.setAttribute('style', style);
    }
  };
}

/**
 * What a picture of the graph leaves out: connection handles (for editing) and the state of a run
 * ("1 turn" badges, "waiting on tool", the travelling marker, breakpoint dots), which describe a
 * moment of a conversation, not the graph.
 */
const LEFT_OUT = ['react-flow__handle', 'sb-agent__turns', 'sb-agent__calling', 'sb-edge__marker', 'sb-breakpoint-marker'];

export function keepInPicture(node: { classList?: { contains: (name: string) => boolean } }): boolean {
  return !LEFT_OUT.some((name) => node.classList?.contains(name));
}

/** Renders the flow's viewport to a data URL, framed on `bounds` (the nodes' bounds). */
export async function renderCanvasImage(bounds: Rect, format: ImageFormat): Promise<string> {
  const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewport) throw new Error('The canvas is not on screen.');
  const scale = Math.min(1, MAX_SIDE / Math.max(bounds.width + 2 * PADDING, bounds.height + 2 * PADDING));
  const width = Math.ceil((bounds.width + 2 * PADDING) * scale);
  const height = Math.ceil((bounds.height + 2 * PADDING) * scale);
  const { x, y, zoom } = getViewportForBounds(bounds, width, height, 0.1, 2, `${PADDING * scale}px` as `${number}px`);
  const background = getComputedStyle(document.documentElement).getPropertyValue('--sb-canvas').trim() || '#ffffff';
  const options = {
    backgroundColor: background,
    width,
    height,
    // the app's fonts are local or system fonts: nothing to fetch or embed
    skipFonts: true,
    pixelRatio: format === 'png' ? 2 : 1,
    // computed values of ordinary properties are already resolved: custom properties (the
    // app's tokens, Monaco's hundreds of --vscode-* variables) would only bloat every element
    includeStyleProperties: [...getComputedStyle(document.documentElement)].filter((name) => !name.startsWith('--')),
    filter: keepInPicture,
    style: { width: `${width}px`, height: `${height}px`, transform: `translate(${x}px, ${y}px) scale(${zoom})` },
  };
  const restore = inlineEdgeStyles(viewport);
  try {
    return await (format === 'png' ? toPng(viewport, options) : toSvg(viewport, options));
  } finally {
    restore();
  }
}

/** Saves a data URL as a file. */
export function downloadDataUrl(name: string, dataUrl: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}
