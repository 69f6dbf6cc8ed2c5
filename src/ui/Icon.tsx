/** The app's icon set: 16px stroke icons drawn inline (no icon font, no network). */
import type { SVGProps } from 'react';

const paths = {
  undo: 'M4 7h6a3 3 0 0 1 0 6H7M4 7l3-3M4 7l3 3',
  redo: 'M12 7H6a3 3 0 0 0 0 6h3M12 7 9 4M12 7l-3 3',
  sun: 'M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1',
  moon: 'M13 9.5A5.5 5.5 0 0 1 6.5 3a5.5 5.5 0 1 0 6.5 6.5Z',
  layout: 'M2.5 3.5h4v3h-4zM9.5 2.5h4v3h-4zM9.5 10.5h4v3h-4zM6.5 5h1.5v6.5h1.5M8 4h1.5',
  help: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM6.2 6.3a1.9 1.9 0 0 1 3.7.5c0 1.2-1.9 1.6-1.9 2.7M8 11.3v.2',
  agent: 'M8 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3 14c.6-2.6 2.6-4 5-4s4.4 1.4 5 4',
  tool: 'M10.5 2.5a3 3 0 0 0-2.8 4L2.5 11.7l1.8 1.8 5.2-5.2a3 3 0 0 0 4-2.8l-1.8 1.8-1.7-.3-.3-1.7Z',
  globe: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM1.5 8h13M8 1.5c1.8 1.8 2.6 4 2.6 6.5S9.8 12.7 8 14.5C6.2 12.7 5.4 10.5 5.4 8S6.2 3.3 8 1.5Z',
  plug: 'M6 1.5v3M10 1.5v3M4 4.5h8v3a4 4 0 0 1-8 0v-3ZM8 11.5v3',
  shield: 'M8 1.5 2.5 3.5v4c0 3.2 2.3 5.8 5.5 7 3.2-1.2 5.5-3.8 5.5-7v-4L8 1.5Z',
  copy: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3',
  trash: 'M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4',
  plus: 'M8 3v10M3 8h10',
  close: 'M4 4l8 8M12 4l-8 8',
  chevronDown: 'M4 6l4 4 4-4',
  play: 'M5 3.5v9l7-4.5-7-4.5Z',
  search: 'M7 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM10.5 10.5 14 14',
  code: 'M5.5 4.5 2 8l3.5 3.5M10.5 4.5 14 8l-3.5 3.5',
  file: 'M4 1.5h5.5L12.5 4.5v10h-8.5zM9.5 1.5v3h3',
  fit: 'M2 5.5V2h3.5M10.5 2H14v3.5M14 10.5V14h-3.5M5.5 14H2v-3.5',
  panelLeft: 'M2 2.5h12v11H2zM6 2.5v11',
  panelRight: 'M2 2.5h12v11H2zM10 2.5v11',
  group: 'M2 2.5h12v11H2zM4.5 5h3v3h-3zM8.5 8h3v3h-3z',
  ungroup: 'M4.5 5h3v3h-3zM8.5 8h3v3h-3zM2 2.5h2.5M11.5 2.5H14v2.5M14 11v2.5h-2.5M4.5 13.5H2V11',
  focus: 'M5.5 2H2v3.5M14 5.5V2h-3.5M10.5 14H14v-3.5M2 10.5V14h3.5M6 6h4v4H6z',
  keyboard: 'M1.5 4h13v8h-13zM4 6.5h.5M6.5 6.5H7M9 6.5h.5M11.5 6.5h.5M4.5 9.5h7',
  flag: 'M3 14.5V2M3 2.5h9l-2 3 2 3H3',
  dots: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  duplicate: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3M9.5 7.8v3.4M7.8 9.5h3.4',
  clipboard: 'M5.5 2.5h5v2h-5zM5.5 3.5H3.5v11h9v-11h-2',
  alert: 'M8 2 1.5 13.5h13L8 2ZM8 6.5V10M8 12v.01',
  paste: 'M5.5 2.5h5v2h-5zM5.5 3.5H3.5v11h9v-11h-2M8 7v5M5.8 9.8 8 12l2.2-2.2',
  image: 'M2 3h12v10H2zM2 11l3.5-3.5 3 3 2-2L14 12M10.5 6.5h.01',
  monitor: 'M1.5 2.5h13v8.5h-13zM5.5 14h5M8 11v3',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 16, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
