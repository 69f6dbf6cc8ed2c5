/** The Monaco half of CodeEditor: only ever loaded after loadMonaco() has resolved. */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeEditorProps } from './CodeEditor.tsx';
import { EDITOR_THEME } from './editorThemes.ts';
import { editorHeight, FONT_SIZE, LINE_HEIGHT, VERTICAL_PADDING } from './editorMetrics.ts';
import { JSON_SCHEMA_SUFFIX, setContextVariableNames, setSandboxDeclarations } from './loadMonaco.ts';
import { registerTextEditor } from '../../store/textBindings.ts';

function modelPath(props: CodeEditorProps): string {
  const extension =
    props.language === 'markdown' ? '.md' : props.language === 'typescript' ? '.ts' : props.language === 'python' ? '.py' : props.jsonKind === 'value' ? '.json' : JSON_SCHEMA_SUFFIX;
  return `file:///switchboard/${props.path}${extension}`;
}

type MonacoEditor = Parameters<OnMount>[0];

/**
 * Lays the editor out when its container's box changes size, with the size the ResizeObserver
 * reports (no forced reflow); other reflows on the page (a node drag) never reach it.
 */
function followContainerSize(editor: MonacoEditor) {
  const host = editor.getContainerDomNode();
  let width = -1;
  let height = -1;
  const observer = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1].contentRect;
    if (box.width === width && box.height === height) return;
    width = box.width;
    height = box.height;
    editor.layout({ width, height });
  });
  observer.observe(host);
  editor.onDidDispose(() => observer.disconnect());
}

/** Dispatched on a code field's `.sb-code` frame to format its text (Shift+Alt+F in the editor). */
const FORMAT_EVENT = 'sb-format';

export default function MonacoField(props: CodeEditorProps) {
  const minLines = props.minLines ?? 3;
  const maxLines = props.maxLines ?? 20;
  const [height, setHeight] = useState(() => editorHeight(props.value.split('\n').length, minLines, maxLines));
  const latest = useRef(props);
  latest.current = props;
  // In a shared room the field's text may be bound to the room's document (textBindings.ts): the
  // editor then is the text's only writer, and the field's draft and value stay out of it.
  const [bound, setBound] = useState(false);
  const boundRef = useRef(false);
  const [mounted, setMounted] = useState<MonacoEditor | null>(null);
  // registered per path: the same editor shows another agent's field when the selection changes
  useEffect(() => {
    if (!mounted) return;
    return registerTextEditor({
      path: props.path,
      editor: mounted,
      setBound: (next) => {
        boundRef.current = next;
        setBound(next);
      },
      flush: () => latest.current.onBlur?.(),
    });
  }, [mounted, props.path]);

  const publishLanguageContext = useCallback(() => {
    const current = latest.current;
    if (current.variableNames) setContextVariableNames(current.variableNames);
    if (current.declarations !== undefined) setSandboxDeclarations(current.declarations);
  }, []);

  // Declarations change with the graph (context variables, agent ids, the tool's parameters).
  useEffect(publishLanguageContext, [props.variableNames, props.declarations, publishLanguageContext]);

  const onMount: OnMount = useCallback(
    (editor) => {
      const fit = () => {
        const lines = Math.ceil((editor.getContentHeight() - 2 * VERTICAL_PADDING) / LINE_HEIGHT);
        setHeight(editorHeight(lines, minLines, maxLines));
      };
      editor.onDidContentSizeChange(fit);
      followContainerSize(editor);
      editor.onDidFocusEditorText(publishLanguageContext);
      editor.onDidBlurEditorText(() => latest.current.onBlur?.());
      // "Format" beside the field (CodeField) asks by an event on the field's frame
      const frame = editor.getContainerDomNode().closest('.sb-code');
      const format = () => {
        editor.focus();
        void editor.getAction('editor.action.formatDocument')?.run();
      };
      frame?.addEventListener(FORMAT_EVENT, format);
      editor.onDidDispose(() => frame?.removeEventListener(FORMAT_EVENT, format));
      setMounted(editor);
      fit();
      if (latest.current.autoFocus) editor.focus();
    },
    [minLines, maxLines, publishLanguageContext],
  );

  return (
    <Editor
      height={height}
      language={props.language}
      path={modelPath(props)}
      value={bound ? undefined : props.value}
      theme={EDITOR_THEME[props.theme]}
      onChange={(value) => {
        if (!boundRef.current) latest.current.onChange(value ?? '');
      }}
      onMount={onMount}
      loading={null}
      options={{
        // EditContext swallows Space while React Flow is mounted (TOOLCHAIN.md)
        editContext: false,
        ariaLabel: props.ariaLabel,
        placeholder: props.placeholder,
        readOnly: props.readOnly,
        fontSize: FONT_SIZE,
        fontFamily: "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, Consolas, 'Liberation Mono', monospace",
        lineHeight: LINE_HEIGHT,
        padding: { top: VERTICAL_PADDING, bottom: VERTICAL_PADDING },
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        // the inspector is narrow: wrap rather than scroll sideways
        wordWrap: 'on',
        wrappingIndent: props.language === 'markdown' ? 'none' : 'indent',
        lineNumbers: props.language === 'markdown' ? 'off' : 'on',
        lineNumbersMinChars: 3,
        lineDecorationsWidth: 6,
        glyphMargin: false,
        folding: false,
        renderLineHighlight: 'none',
        overviewRulerLanes: 0,
        hideCursorInOverviewRuler: true,
        overviewRulerBorder: false,
        scrollbar: { alwaysConsumeMouseWheel: false, verticalScrollbarSize: 8, horizontalScrollbarSize: 8 },
        fixedOverflowWidgets: true,
        tabSize: 2,
        // Not automaticLayout: it re-measured the editor on every frame of a canvas drag (forced
        // style recalculation); followContainerSize lays out only when the box really resizes.
        automaticLayout: false,
        quickSuggestions: props.language === 'markdown' ? false : true,
        suggestOnTriggerCharacters: true,
        contextmenu: false,
        stickyScroll: { enabled: false },
      }}
    />
  );
}
