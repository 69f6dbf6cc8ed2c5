/**
 * The demo screen (docs/COMPUTER.md §4): a pretend browser showing a help centre with a search box,
 * enough for a computer-use loop to be shown without a key or a real machine. Clicking the box
 * focuses it, typing fills it, Enter (or the Search button) opens a results page. Screenshots are
 * SVG written as text (no DOM, no canvas), so they render the same in a worker, in Node and in
 * the page, and the same actions always give the same bytes.
 *
 * The layout is in fractions of the display, shared with the simulator's scripted flow
 * (simulator/screenFlow.ts), which clicks where the box is.
 */
import type { ComputerAction } from '../items.ts';

export interface DemoScreenSize {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEMO_SITE = 'help.example';

/** Where the search box and its button are on a display of this size. */
export function demoLayout(size: DemoScreenSize): { searchBox: Box; searchButton: Box } {
  const w = size.width;
  const h = size.height;
  const top = Math.round(h * 0.36);
  const height = Math.max(24, Math.round(h * 0.08));
  return {
    searchBox: { x: Math.round(w * 0.18), y: top, width: Math.round(w * 0.5), height },
    searchButton: { x: Math.round(w * 0.7), y: top, width: Math.round(w * 0.12), height },
  };
}

export function centerOf(box: Box): { x: number; y: number } {
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** The results page's article titles for a query (the simulator reports the first). */
export function demoResults(query: string): string[] {
  const q = query.trim();
  const title = q.charAt(0).toUpperCase() + q.slice(1);
  return [`${title}: an overview`, `How to get help with ${q}`, `${title}: frequently asked questions`];
}

interface State {
  page: 'home' | 'results';
  query: string;
  focused: boolean;
  pointer: { x: number; y: number } | null;
  scrollY: number;
  lastAction: string;
}

export interface DemoScreen {
  act(action: Exclude<ComputerAction, { type: 'screenshot' }>): void;
  screenshot(): string;
  /** for tests and the simulator's report */
  readonly state: Readonly<State>;
}

export function createDemoScreen(size: DemoScreenSize): DemoScreen {
  const layout = demoLayout(size);
  const state: State = { page: 'home', query: '', focused: false, pointer: null, scrollY: 0, lastAction: 'start' };
  const inside = (box: Box, x: number, y: number) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
  const submit = () => {
    if (state.page === 'home' && state.query.trim()) {
      state.page = 'results';
      state.focused = false;
      state.scrollY = 0;
    }
  };
  return {
    state,
    act(action) {
      switch (action.type) {
        case 'click':
        case 'double_click':
          state.pointer = { x: action.x, y: action.y };
          if (state.page === 'home' && inside(layout.searchBox, action.x, action.y)) state.focused = true;
          else if (state.page === 'home' && inside(layout.searchButton, action.x, action.y)) submit();
          else state.focused = false;
          state.lastAction = action.type === 'click' ? `click (${action.x}, ${action.y})` : `double-click (${action.x}, ${action.y})`;
          break;
        case 'move':
          state.pointer = { x: action.x, y: action.y };
          state.lastAction = `move (${action.x}, ${action.y})`;
          break;
        case 'drag': {
          const end = action.path.at(-1);
          if (end) state.pointer = { x: end.x, y: end.y };
          state.lastAction = `drag to (${end?.x ?? 0}, ${end?.y ?? 0})`;
          break;
        }
        case 'type':
          if (state.focused && state.page === 'home') state.query += action.text;
          state.lastAction = `type "${action.text}"`;
          break;
        case 'keypress': {
          const keys = action.keys.map((k) => k.toUpperCase());
          if (keys.includes('ENTER') || keys.includes('RETURN')) submit();
          else if (keys.includes('BACKSPACE') && state.focused) state.query = state.query.slice(0, -1);
          state.lastAction = `press ${action.keys.join('+')}`;
          break;
        }
        case 'scroll':
          state.scrollY = Math.max(0, state.scrollY + action.scroll_y);
          state.lastAction = `scroll ${action.scroll_y}`;
          break;
        case 'wait':
          state.lastAction = 'wait';
          break;
        default:
          throw new Error(`The demo screen cannot do "${(action as { type: string }).type}".`);
      }
    },
    screenshot() {
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(render(size, layout, state))}`;
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function render(size: DemoScreenSize, layout: ReturnType<typeof demoLayout>, state: State): string {
  const { width: w, height: h } = size;
  const font = Math.max(10, Math.round(h / 40));
  const bar = Math.round(font * 2.6);
  const url = state.page === 'results' ? `https://${DEMO_SITE}/search?q=${encodeURIComponent(state.query.trim())}` : `https://${DEMO_SITE}/`;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif">`);
  parts.push(`<rect width="${w}" height="${h}" fill="#f7f7f5"/>`);
  // browser chrome: address bar
  parts.push(`<rect width="${w}" height="${bar}" fill="#e3e5e8"/>`);
  parts.push(`<rect x="${font}" y="${Math.round(bar * 0.2)}" width="${w - 2 * font}" height="${Math.round(bar * 0.6)}" rx="${Math.round(bar * 0.3)}" fill="#ffffff" stroke="#c4c8cc"/>`);
  parts.push(`<text x="${font * 2}" y="${Math.round(bar * 0.62)}" font-size="${font}" fill="#333">${escapeXml(url)}</text>`);
  const { searchBox: box, searchButton: button } = layout;
  if (state.page === 'home') {
    parts.push(`<text x="${box.x}" y="${box.y - font * 2}" font-size="${font * 2}" font-weight="bold" fill="#1d3557">Help Center</text>`);
    parts.push(`<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="6" fill="#fff" stroke="${state.focused ? '#2a6fdb' : '#9aa0a6'}" stroke-width="${state.focused ? 3 : 1.5}"/>`);
    const shown = state.query || (state.focused ? '' : 'Search articles');
    parts.push(`<text x="${box.x + font}" y="${box.y + box.height / 2 + font / 3}" font-size="${font}" fill="${state.query ? '#111' : '#888'}">${escapeXml(shown)}${state.focused ? '|' : ''}</text>`);
    parts.push(`<rect x="${button.x}" y="${button.y}" width="${button.width}" height="${button.height}" rx="6" fill="#2a6fdb"/>`);
    parts.push(`<text x="${button.x + button.width / 2}" y="${button.y + button.height / 2 + font / 3}" font-size="${font}" fill="#fff" text-anchor="middle">Search</text>`);
  } else {
    const top = bar + font * 3 - state.scrollY;
    parts.push(`<text x="${box.x}" y="${top}" font-size="${Math.round(font * 1.5)}" font-weight="bold" fill="#1d3557">Results for “${escapeXml(state.query.trim())}”</text>`);
    demoResults(state.query).forEach((title, i) => {
      const y = top + font * 3 + i * font * 4;
      parts.push(`<rect x="${box.x}" y="${y - font * 1.4}" width="${Math.round(w * 0.64)}" height="${font * 3.2}" rx="6" fill="#fff" stroke="#d0d4d8"/>`);
      parts.push(`<text x="${box.x + font}" y="${y + font / 3}" font-size="${font}" fill="#1a0dab">${escapeXml(title)}</text>`);
    });
  }
  if (state.pointer) {
    const { x, y } = state.pointer;
    const s = font;
    parts.push(`<path d="M${x} ${y} l0 ${s * 1.6} l${s * 0.45} -${s * 0.4} l${s * 0.35} ${s * 0.75} l${s * 0.3} -${s * 0.15} l-${s * 0.35} -${s * 0.72} l${s * 0.6} 0 z" fill="#111" stroke="#fff" stroke-width="1"/>`);
  }
  // a caption that says what this is and what the last action was
  parts.push(`<rect y="${h - bar}" width="${w}" height="${bar}" fill="#1d3557" opacity="0.9"/>`);
  parts.push(`<text x="${font}" y="${h - bar / 2 + font / 3}" font-size="${font}" fill="#fff">Simulated screen · last action: ${escapeXml(state.lastAction)}</text>`);
  parts.push('</svg>');
  return parts.join('');
}
