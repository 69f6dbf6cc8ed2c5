/**
 * One reply of AG2's GroupToolExecutor (group_tool_executor.py _generate_group_tool_reply): the
 * calls of one model response run one at a time, in order; each output is normalized to text;
 * the last non-None target of the batch becomes the executor's next target; the combined
 * message content is the outputs joined with "\n". (Context changes are applied by the runner
 * right after each call, so later calls see them.)
 */
import type { PendingTarget } from './nextSpeaker.ts';

export class Ag2ToolBatch {
  readonly contents: string[] = [];
  next: PendingTarget | null = null;

  add(content: string, target: PendingTarget | null): void {
    this.contents.push(content);
    if (target !== null) this.next = target;
  }

  /** `tool_message["content"] = "\n".join(contents)` */
  get content(): string {
    return this.contents.join('\n');
  }
}
