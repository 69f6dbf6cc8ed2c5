/** The playground: chat, run controls, approvals, model settings, recordings and presenting. */
export { PlaygroundDock } from './PlaygroundDock.tsx';
