/** Drop a graph file anywhere on the window to open it as a new project. */
import { useEffect, useState } from 'react';
import { runAction } from '../../ui/index.ts';
import { importGraphFile } from './librarySession.ts';
import { importCodeFiles, isCodeImport } from './codeImport.ts';

function hasFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

export function FileDropZone() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setActive(true);
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setActive(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setActive(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      // agent code (.py, .ts, .js) goes to the code importer; anything else is a graph file
      if (isCodeImport(files)) {
        void runAction('The code was not imported', () => importCodeFiles(files));
        return;
      }
      const file = files[0];
      if (file) void runAction(`"${file.name}" was not imported`, async () => importGraphFile(await file.text(), file.name));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  if (!active) return null;
  return (
    <div className="sb-lib__drop" data-testid="file-drop-overlay">
      <div className="sb-lib__drop-card">
        <strong>Drop a graph file or agent code to open it</strong>
        <span>Graph JSON, or .py / .ts / .js files of the Agents SDK, Swarm or AG2. It opens as a new project; its code stays off until you trust it.</span>
      </div>
    </div>
  );
}
