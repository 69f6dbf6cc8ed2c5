/**
 * Which code fields are shared texts (Y.Text in the room's document, yGraph.ts TEXT_FIELDS), by
 * the field's editor path: `agent/<id>/instructions`, `tool/<id>/code`, `tool/<id>/pythonCode`,
 * `guardrail/<id>/code`
 * (`…/wide` is the same field in the wide editor).
 */
import type * as Y from 'yjs';
import { collectionMap, TEXT_FIELDS, type CollectionName } from '../../store/collab/yGraph.ts';

export interface SharedTextField {
  collection: CollectionName;
  id: string;
  field: string;
  /** `collection.id.field`: the key presence and the binding use */
  key: string;
}

const KINDS: Record<string, CollectionName> = { agent: 'agents', tool: 'tools', guardrail: 'guardrails' };

export function sharedTextField(path: string): SharedTextField | null {
  const match = /^(agent|tool|guardrail)\/([^/]+)\/([A-Za-z]+)(\/wide)?$/.exec(path);
  if (!match) return null;
  const collection = KINDS[match[1]];
  const [, , id, field] = match;
  if (!TEXT_FIELDS[collection].has(field)) return null;
  return { collection, id, field, key: `${collection}.${id}.${field}` };
}

/** The field's Y.Text in `doc`, or null (the item is gone, or the field is not text there). */
export function sharedText(doc: Y.Doc, target: SharedTextField): Y.Text | null {
  const value = collectionMap(doc, target.collection).get(target.id)?.get(target.field);
  return value && typeof (value as Y.Text).toDelta === 'function' ? (value as Y.Text) : null;
}
