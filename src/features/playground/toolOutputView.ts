/**
 * What the transcript shows for a structured tool output part (pure, tested): text as text; an
 * image as a picture only when imagePolicy.ts allows it (nothing loads from another origin),
 * else a link or a chip; a file as a labelled chip. A part cut by the output limit is a chip.
 */
import type { InputFilePart, InputImagePart, ToolOutputPart } from '../../models/items.ts';
import { truncatedSize } from '../../store/truncateOutputs.ts';
import { isLocalImage } from './imagePolicy.ts';

export type PartView =
  | { kind: 'text'; text: string }
  | { kind: 'image'; src: string }
  | { kind: 'image-link'; href: string }
  | { kind: 'chip'; icon: 'image' | 'file'; label: string; detail: string; href: string | null };

export function partView(part: ToolOutputPart, pageOrigin: string): PartView {
  if (part.type === 'input_text') return { kind: 'text', text: part.text };
  if (part.type === 'input_image') return imageView(part, pageOrigin);
  return fileView(part);
}

function imageView(part: InputImagePart, pageOrigin: string): PartView {
  const image = part.image ?? part.imageUrl;
  const fileId = typeof image === 'object' ? image.id : part.fileId;
  if (typeof image === 'string') {
    const cut = truncatedSize(image);
    if (cut) return { kind: 'chip', icon: 'image', label: 'image', detail: `Inline image cut by the output limit (${cut} not kept)`, href: null };
    // only absolute sources: a bare base64 string would otherwise read as a path on this origin
    if (/^(data:|blob:|https?:)/i.test(image) && isLocalImage(image, pageOrigin)) return { kind: 'image', src: image };
    if (/^https?:/i.test(image)) return { kind: 'image-link', href: image };
    return { kind: 'chip', icon: 'image', label: 'image', detail: 'Image data the model got; not shown', href: null };
  }
  return { kind: 'chip', icon: 'image', label: fileId ?? 'image', detail: `Uploaded image (file id ${fileId ?? 'none'})`, href: null };
}

function fileView(part: InputFilePart): PartView {
  const { file } = part;
  const url = typeof file === 'object' && 'url' in file ? file.url : part.fileUrl ?? (typeof file === 'string' && /^https?:/i.test(file) ? file : undefined);
  const id = typeof file === 'object' && 'id' in file ? file.id : part.fileId;
  const data = part.fileData ?? (typeof file === 'string' && !url ? file : undefined);
  const label = part.filename ?? (url ? lastSegment(url) : undefined) ?? id ?? 'file';
  if (url) return { kind: 'chip', icon: 'file', label, detail: `File at ${url}`, href: url };
  if (id) return { kind: 'chip', icon: 'file', label, detail: `Uploaded file (file id ${id})`, href: null };
  const cut = data ? truncatedSize(data) : null;
  return { kind: 'chip', icon: 'file', label, detail: cut ? `Inline file cut by the output limit (${cut} not kept)` : 'Inline file data', href: null };
}

function lastSegment(url: string): string | undefined {
  try {
    const name = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    return name ? decodeURIComponent(name) : undefined;
  } catch {
    return undefined;
  }
}
