/**
 * How many code lines the preview shows: as many as fit the window beside the dialog's header,
 * target picker and footer (so the actions never scroll away), between 10 and 30.
 */
import { useEffect, useState } from 'react';

const LINE_HEIGHT = 18;
/** everything in the dialog and around it that is not code lines, measured at 1440x900 */
const CHROME = 360;

function linesFor(height: number): number {
  return Math.max(10, Math.min(30, Math.floor((height - CHROME) / LINE_HEIGHT)));
}

export function usePreviewLines(): number {
  const [lines, setLines] = useState(() => linesFor(window.innerHeight));
  useEffect(() => {
    const onResize = () => setLines(linesFor(window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return lines;
}

/** The preview's height in pixels (Monaco adds 6px padding top and bottom). */
export function previewHeight(lines: number): number {
  return lines * LINE_HEIGHT + 12;
}
