/** The canvas feature: the React Flow graph editor and its palette. */
export { Canvas } from './Canvas.tsx';
export { Palette } from './Palette.tsx';
