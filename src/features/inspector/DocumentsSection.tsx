/**
 * The documents the graph carries (docs/HOSTED-TOOLS.md): what hosted file search searches
 * offline. Attach text files or paste text; each document has a name (the file name results cite)
 * and its text. They belong to the graph, so every file search tool sees the same ones.
 */
import { useRef, useState } from 'react';
import type { GraphDocument } from '../../graph/schema.ts';
import { LIMITS } from '../../graph/limits.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { uniqueId } from '../../store/uniqueId.ts';
import { Button, IconButton } from '../../ui/index.ts';
import { Section } from './fields/Section.tsx';
import { TextField } from './fields/TextField.tsx';

const TEXT_FILE = /\.(txt|md|markdown|csv|tsv|json|html?|xml|ya?ml|log|rst)$/i;
const NO_DOCUMENTS: readonly GraphDocument[] = [];

/** The text of an attached file, or why it cannot be one. */
export async function readDocumentFile(file: File): Promise<{ text: string } | { error: string }> {
  if (!file.type.startsWith('text/') && !TEXT_FILE.test(file.name) && file.type !== 'application/json') {
    return { error: `${file.name}: only text files can be searched offline (.txt, .md, .csv, .json, .html…); a PDF or an image has no text here.` };
  }
  if (file.size > LIMITS.documentChars * 4) return { error: `${file.name} is too large (${Math.round(file.size / 1024)} KiB); a document holds at most ${LIMITS.documentChars.toLocaleString('en')} characters.` };
  const text = await file.text();
  if (text.includes('\u0000')) return { error: `${file.name} is not a text file (it holds binary data).` };
  if (text.length > LIMITS.documentChars) return { error: `${file.name} has ${text.length.toLocaleString('en')} characters; a document holds at most ${LIMITS.documentChars.toLocaleString('en')}.` };
  return { text };
}

export function DocumentsSection() {
  const documents = useDocumentStore((s) => s.graph.documents ?? NO_DOCUMENTS);
  const edit = useDocumentStore((s) => s.edit);
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const add = (items: Array<{ name: string; text: string }>) =>
    edit((g) => {
      const taken = new Set((g.documents ?? []).map((d) => d.id));
      const added = items.map((item) => {
        const id = uniqueId(item.name.replace(/\.[^.]+$/, ''), taken);
        taken.add(id);
        return { id, name: item.name, text: item.text };
      });
      return { ...g, documents: [...(g.documents ?? []), ...added] };
    });
  const update = (id: string, patch: Partial<GraphDocument>) => edit((g) => ({ ...g, documents: (g.documents ?? []).map((d) => (d.id === id ? { ...d, ...patch } : d)) }));
  const remove = (id: string) =>
    edit((g) => {
      const rest = (g.documents ?? []).filter((d) => d.id !== id);
      const { documents: _documents, ...others } = g;
      return rest.length > 0 ? { ...others, documents: rest } : others;
    });

  const attach = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const read = await Promise.all([...files].map(async (file) => ({ file, result: await readDocumentFile(file) })));
    const room = LIMITS.documents - documents.length;
    const good = read.flatMap(({ file, result }) => ('text' in result ? [{ name: file.name, text: result.text }] : []));
    const errors = read.flatMap(({ result }) => ('error' in result ? [result.error] : []));
    if (good.length > room) errors.push(`A graph holds at most ${LIMITS.documents} documents; ${good.length - room} file(s) were not attached.`);
    setProblems(errors);
    if (room > 0 && good.length > 0) add(good.slice(0, room));
  };

  return (
    <Section title="Documents" summary={String(documents.length)} defaultOpen>
      <p className="sb-insp__note">
        Offline, file search searches these documents in the browser; with the OpenAI Responses provider it searches the vector stores above. They belong to the graph and travel in its file.
      </p>
      {documents.map((document) => (
        <div className="sb-insp__card" key={document.id} data-testid="graph-document">
          <div className="sb-insp__row">
            <TextField label="Name" mono value={document.name} validate={(v) => (v.trim() ? null : 'A document needs a name')} onCommit={(name) => update(document.id, { name })} />
            <IconButton icon="trash" label={`Remove document ${document.name}`} onClick={() => remove(document.id)} />
          </div>
          <TextField label="Text" multiline rows={4} value={document.text} hint={`${document.text.length.toLocaleString('en')} characters`} onCommit={(text) => update(document.id, { text })} />
        </div>
      ))}
      {problems.map((problem) => (
        <p key={problem} className="sb-error-text" role="alert">
          {problem}
        </p>
      ))}
      <div className="sb-insp__row">
        <Button size="sm" icon="plus" data-testid="document-attach" disabled={documents.length >= LIMITS.documents} onClick={() => input.current?.click()}>
          Attach files…
        </Button>
        <Button size="sm" data-testid="document-add-text" disabled={documents.length >= LIMITS.documents} onClick={() => add([{ name: `notes-${documents.length + 1}.md`, text: '' }])}>
          Add text
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".txt,.md,.markdown,.csv,.tsv,.json,.html,.htm,.xml,.yaml,.yml,.log,.rst,text/*"
          data-testid="document-file"
          onChange={(e) => {
            void attach(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
    </Section>
  );
}
