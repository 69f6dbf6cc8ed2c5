/**
 * The JS SDK's structured tool outputs (@openai/agents-core 0.20.0,
 * dist/runner/toolOutputNormalization.mjs normalizeStructuredToolOutputs +
 * convertStructuredToolOutputToInputItem, used by runner/toolExecution.mjs getToolCallOutputItem):
 * `{ type: 'text', text }`, `{ type: 'image', image | imageUrl | fileId | data, detail? }`,
 * `{ type: 'file', file | fileData | fileUrl | fileId, filename?, mediaType? }`, or a non-empty
 * array of only such objects, become input_text / input_image / input_file parts; anything else
 * is sent as text. Only JSON values reach here (no Uint8Array), and providerData is not kept.
 */
import type { JsonValue } from '../../json.ts';
import type { InputFilePart, InputImagePart, ToolOutputPart } from '../../../models/items.ts';

type Obj = { [key: string]: JsonValue };

export function jsToolOutputParts(value: JsonValue): ToolOutputPart[] | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const parts = value.map(part);
    return parts.every((p): p is ToolOutputPart => p !== null) ? parts : null;
  }
  const one = part(value);
  return one ? [one] : null;
}

const isObj = (x: JsonValue | undefined): x is Obj => typeof x === 'object' && x !== null;
const nonEmpty = (x: JsonValue | undefined): x is string => typeof x === 'string' && x.length > 0;
/** utils/inlineData.mjs getInlineMediaType */
const mediaTypeOf = (v: Obj): string | undefined => (nonEmpty(v.mediaType) ? v.mediaType : nonEmpty(v.mimeType) ? v.mimeType : undefined);
/** utils/inlineData.mjs formatInlineData */
const inline = (data: string, mediaType: string | undefined) => (data.startsWith('data:') ? data : mediaType ? `data:${mediaType};base64,${data}` : data);

function part(value: JsonValue): ToolOutputPart | null {
  // isRecord: arrays are objects too, and have no type
  if (!isObj(value) || Array.isArray(value)) return null;
  if (value.type === 'text' && typeof value.text === 'string') return { type: 'input_text', text: value.text };
  if (value.type === 'image') return image(value);
  if (value.type === 'file') return file(value);
  return null;
}

function image(v: Obj): InputImagePart | null {
  const fallbackMediaType = mediaTypeOf(v);
  let source: string | undefined;
  let fileId: string | undefined;
  const field = v.image;
  if (typeof field === 'string' && field.length > 0) source = field;
  else if (isObj(field) && !Array.isArray(field)) {
    const mediaType = mediaTypeOf(field) ?? fallbackMediaType;
    if (nonEmpty(field.url)) source = field.url;
    else if (nonEmpty(field.data)) source = inline(field.data, mediaType);
    if (!source) {
      const id = nonEmpty(field.fileId) ? field.fileId : nonEmpty(field.id) ? field.id : undefined;
      if (id) fileId = id;
    }
  }
  if (!source && nonEmpty(v.imageUrl)) source = v.imageUrl;
  if (!fileId && nonEmpty(v.fileId)) fileId = v.fileId;
  if (!source && nonEmpty(v.data)) source = fallbackMediaType ? inline(v.data, fallbackMediaType) : v.data;
  const out: InputImagePart = { type: 'input_image' };
  if (typeof v.detail === 'string' && v.detail.length > 0) out.detail = v.detail;
  if (source) out.image = source;
  else if (fileId) out.image = { id: fileId };
  else return null;
  return out;
}

type FileValue = string | { data: string; mediaType: string; filename: string } | { url: string; filename?: string } | { id: string; filename?: string };

function file(v: Obj): InputFilePart | null {
  const value = fileValue(v);
  if (!value) return null;
  // convertStructuredToolOutputToInputItem: data becomes a data URL (media type text/plain when
  // none), a url stays { url }, an id { id }; the filename rides along
  const out: InputFilePart = { type: 'input_file' };
  if (typeof value === 'string') {
    out.file = value;
    return out;
  }
  if ('data' in value) out.file = `data:${value.mediaType};base64,${value.data}`;
  else if ('url' in value) out.file = { url: value.url };
  else out.file = { id: value.id };
  if (nonEmpty(value.filename)) out.filename = value.filename;
  return out;
}

/** normalizeFileValue: `file` as a string, then as an object, then the legacy top-level fields */
function fileValue(v: Obj): FileValue | null {
  const direct = v.file;
  if (nonEmpty(direct)) return direct;
  return fileObject(direct) ?? legacyFile(v);
}

/** normalizeFileObjectCandidate */
function fileObject(direct: JsonValue | undefined): FileValue | null {
  if (!isObj(direct) || Array.isArray(direct)) return null;
  if ('data' in direct && direct.data !== undefined) {
    if (!nonEmpty(direct.data) || !nonEmpty(direct.mediaType) || !nonEmpty(direct.filename)) return null;
    return { data: direct.data, mediaType: direct.mediaType, filename: direct.filename };
  }
  if (nonEmpty(direct.url)) return nonEmpty(direct.filename) ? { url: direct.url, filename: direct.filename } : { url: direct.url };
  const id = nonEmpty(direct.id) ? direct.id : nonEmpty(direct.fileId) ? direct.fileId : undefined;
  if (id) return nonEmpty(direct.filename) ? { id, filename: direct.filename } : { id };
  return null;
}

/** normalizeLegacyFileValue */
function legacyFile(v: Obj): FileValue | null {
  const filename = nonEmpty(v.filename) ? v.filename : undefined;
  const mediaType = nonEmpty(v.mediaType) ? v.mediaType : undefined;
  if (nonEmpty(v.fileData)) return mediaType && filename ? { data: v.fileData, mediaType, filename } : null;
  if (nonEmpty(v.fileUrl)) return filename ? { url: v.fileUrl, filename } : { url: v.fileUrl };
  if (nonEmpty(v.fileId)) return filename ? { id: v.fileId, filename } : { id: v.fileId };
  return null;
}
