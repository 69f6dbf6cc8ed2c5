/**
 * Copy/paste of agents as graph JSON. Keyboard copy/paste goes through the DOM copy/paste events
 * (no permission needed, works across tabs and apps); buttons use the async Clipboard API. Every
 * copy is mirrored to localStorage, so a browser that refuses the clipboard still pastes across
 * tabs of this app (the in-app fallback), and the user is told once what happened.
 */
import type { Graph } from '../../graph/schema.ts';
import { parseFragment, readFragment, type FragmentRead } from '../../store/fragment.ts';
import { toast } from '../../ui/index.ts';

const FALLBACK_KEY = 'switchboard.clipboard';

export function fragmentText(fragment: Graph): string {
  return `${JSON.stringify(fragment, null, 2)}\n`;
}

function remember(text: string) {
  try {
    localStorage.setItem(FALLBACK_KEY, text);
  } catch {
    // storage full or disabled: the system clipboard still has it
  }
}

function rememberedText(): string | null {
  try {
    return localStorage.getItem(FALLBACK_KEY);
  } catch {
    return null;
  }
}

export async function rememberedFragment(): Promise<Graph | null> {
  const text = rememberedText();
  return text ? parseFragment(text) : null;
}

/** From a copy/cut event: writes the system clipboard synchronously. */
export function writeToEvent(e: ClipboardEvent, fragment: Graph) {
  const text = fragmentText(fragment);
  remember(text);
  if (e.clipboardData) {
    e.clipboardData.setData('text/plain', text);
    e.preventDefault();
  }
}

/** From a button: the async Clipboard API, falling back to the in-app clipboard. */
export async function writeWithApi(fragment: Graph): Promise<void> {
  const text = fragmentText(fragment);
  remember(text);
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    toast('Copied inside Switchboard', 'The browser blocked clipboard access; paste works in Switchboard tabs.');
  }
}

/**
 * From a paste event: the system clipboard's graph, else (no text at all) the in-app copy; null
 * when there is nothing to paste. The text is read during the event; the import (which loads the
 * importer on the first paste) settles after it.
 */
export function readFromEvent(e: ClipboardEvent): Promise<FragmentRead | null> | null {
  const text = e.clipboardData?.getData('text/plain') ?? '';
  if (text.trim()) return readFragment(text);
  const remembered = rememberedText();
  return remembered ? parseFragment(remembered).then((graph) => (graph ? { ok: true, graph } : null)) : null;
}

/** From a button: the async Clipboard API, falling back to the in-app copy. */
export async function readWithApi(): Promise<Graph | null> {
  try {
    const text = await navigator.clipboard.readText();
    const parsed = await parseFragment(text);
    if (parsed) return parsed;
  } catch {
    // permission denied or unsupported: use the in-app copy below
  }
  return rememberedFragment();
}
