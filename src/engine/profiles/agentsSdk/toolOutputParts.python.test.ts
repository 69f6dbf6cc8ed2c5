/**
 * The Python SDK profile's structured tool outputs against openai-agents 0.22.0 itself: each row is
 * a tool's return value and the function_call_output `output` that upstream's own
 * ItemHelpers._convert_tool_output (src/agents/items.py:953-1039, with the ToolOutputText /
 * ToolOutputImage / ToolOutputFileContent models of tool.py:205-282 under pydantic 2.13) produced
 * for it when run (pinned here; upstream is not a dependency). Ours: the profile's parts written
 * by the Responses provider, or the str() text.
 */
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../json.ts';
import { toOutputPart } from '../../../models/openaiResponses.ts';
import { pyStr } from '../python/pyStr.ts';
import { PYTHON_SDK_STRINGS } from './strings.python.ts';

const UPSTREAM: Array<[JsonValue, unknown]> = [
  [{"type":"text","text":"hi"}, [{"type":"input_text","text":"hi"}]],
  [{"type":"text","text":"hi","extra":true}, [{"type":"input_text","text":"hi"}]],
  [{"type":"text","text":1}, "{'type': 'text', 'text': 1}"],
  [{"type":"text"}, "{'type': 'text'}"],
  [{"text":"no type"}, "{'text': 'no type'}"],
  [{"type":"input_text","text":"x"}, "{'type': 'input_text', 'text': 'x'}"],
  [{"type":"image","image_url":"https://example.com/cat.png"}, [{"type":"input_image","image_url":"https://example.com/cat.png"}]],
  [{"type":"image","image_url":"data:image/png;base64,iVBORw0KGgo=","detail":"high"}, [{"type":"input_image","image_url":"data:image/png;base64,iVBORw0KGgo=","detail":"high"}]],
  [{"type":"image","file_id":"file_123","detail":"auto"}, [{"type":"input_image","file_id":"file_123","detail":"auto"}]],
  [{"type":"image","image_url":"https://e.com/a.png","file_id":"file_9"}, [{"type":"input_image","image_url":"https://e.com/a.png","file_id":"file_9"}]],
  [{"type":"image","image_url":"https://e.com/a.png","detail":"ultra"}, "{'type': 'image', 'image_url': 'https://e.com/a.png', 'detail': 'ultra'}"],
  [{"type":"image","image_url":null,"file_id":null}, "{'type': 'image', 'image_url': None, 'file_id': None}"],
  [{"type":"image"}, "{'type': 'image'}"],
  [{"type":"image","image_url":5}, "{'type': 'image', 'image_url': 5}"],
  [{"type":"file","file_data":"QUJD","filename":"abc.txt"}, [{"type":"input_file","file_data":"QUJD","filename":"abc.txt"}]],
  [{"type":"file","file_url":"https://e.com/report.pdf"}, [{"type":"input_file","file_url":"https://e.com/report.pdf"}]],
  [{"type":"file","file_id":"file_7","filename":"r.pdf"}, [{"type":"input_file","file_id":"file_7","filename":"r.pdf"}]],
  [{"type":"file","filename":"only-name.txt"}, "{'type': 'file', 'filename': 'only-name.txt'}"],
  [{"type":"file","file_data":"QUJD","file_url":"https://e.com/x","file_id":"f"}, [{"type":"input_file","file_data":"QUJD","file_url":"https://e.com/x","file_id":"f"}]],
  [[{"type":"text","text":"a"},{"type":"image","file_id":"file_1"},{"type":"file","file_url":"https://e.com/f.pdf","filename":"f.pdf"}], [{"type":"input_text","text":"a"},{"type":"input_image","file_id":"file_1"},{"type":"input_file","file_url":"https://e.com/f.pdf","filename":"f.pdf"}]],
  [[{"type":"text","text":"a"},{"a":1}], "[{'type': 'text', 'text': 'a'}, {'a': 1}]"],
  [[{"type":"text","text":"a"},"b"], "[{'type': 'text', 'text': 'a'}, 'b']"],
  [[], "[]"],
  ["just text", "just text"],
  [{"type":"image","image":"https://e.com/js-style.png"}, "{'type': 'image', 'image': 'https://e.com/js-style.png'}"],
  [{"type":"file","file":"data:text/plain;base64,QQ=="}, "{'type': 'file', 'file': 'data:text/plain;base64,QQ=='}"],
];

function sent(value: JsonValue): unknown {
  const parts = PYTHON_SDK_STRINGS.toolOutputParts(value);
  return parts ? parts.map(toOutputPart) : pyStr(value);
}

describe('Python SDK structured tool output (items.py:953-1039, run on 0.22.0)', () => {
  it.each(UPSTREAM)('%j', (value, upstream) => {
    expect(sent(value)).toEqual(upstream);
  });
});
