/**
 * The Python SDK's structured tool outputs (openai-agents 0.22.0, src/agents/items.py:960-1039
 * `_convert_tool_output_as_structured`, tool.py:205-282): a tool that returns a dict with a
 * "type" that validates as ToolOutputText / ToolOutputImage / ToolOutputFileContent, or a
 * non-empty list of only such dicts, gives input_text / input_image / input_file parts; anything
 * else is sent as its str(). pydantic's rules, as they apply to JSON values: extra keys are
 * ignored, each field is a string or None (no number-to-string coercion in pydantic 2), `detail`
 * is one of low/high/auto, an image needs image_url or file_id, a file file_data, file_url or
 * file_id. Only the fields given are forwarded (items.py:1016-1036).
 */
import type { JsonValue } from '../../json.ts';
import type { InputFilePart, InputImagePart, ToolOutputPart } from '../../../models/items.ts';

type Obj = { [key: string]: JsonValue };

export function pythonToolOutputParts(value: JsonValue): ToolOutputPart[] | null {
  if (Array.isArray(value)) {
    // items.py:977-983: an empty list is not structured (it would drop the result)
    if (value.length === 0) return null;
    const parts = value.map(part);
    return parts.every((p): p is ToolOutputPart => p !== null) ? parts : null;
  }
  const one = part(value);
  return one ? [one] : null;
}

function part(value: JsonValue): ToolOutputPart | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('type' in value)) return null;
  const v = value;
  if (v.type === 'text') return typeof v.text === 'string' ? { type: 'input_text', text: v.text } : null;
  if (v.type === 'image') return image(v);
  if (v.type === 'file') return file(v);
  return null;
}

/** a field of str | None: undefined when absent or None, false when invalid */
function optionalStr(v: Obj, key: string): string | undefined | false {
  const x = v[key];
  if (x === undefined || x === null) return undefined;
  return typeof x === 'string' ? x : false;
}

function image(v: Obj): InputImagePart | null {
  const imageUrl = optionalStr(v, 'image_url');
  const fileId = optionalStr(v, 'file_id');
  const detail = optionalStr(v, 'detail');
  if (imageUrl === false || fileId === false || detail === false) return null;
  if (detail !== undefined && detail !== 'low' && detail !== 'high' && detail !== 'auto') return null;
  if (imageUrl === undefined && fileId === undefined) return null;
  const out: InputImagePart = { type: 'input_image' };
  if (imageUrl !== undefined) out.imageUrl = imageUrl;
  if (fileId !== undefined) out.fileId = fileId;
  if (detail !== undefined) out.detail = detail;
  return out;
}

function file(v: Obj): InputFilePart | null {
  const fileData = optionalStr(v, 'file_data');
  const fileUrl = optionalStr(v, 'file_url');
  const fileId = optionalStr(v, 'file_id');
  const filename = optionalStr(v, 'filename');
  if (fileData === false || fileUrl === false || fileId === false || filename === false) return null;
  if (fileData === undefined && fileUrl === undefined && fileId === undefined) return null;
  const out: InputFilePart = { type: 'input_file' };
  if (fileData !== undefined) out.fileData = fileData;
  if (fileUrl !== undefined) out.fileUrl = fileUrl;
  if (fileId !== undefined) out.fileId = fileId;
  if (filename !== undefined) out.filename = filename;
  return out;
}
