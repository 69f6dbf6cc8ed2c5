/** Live co-editing in a shared room, presence and version history (docs/COLLABORATION.md). */
export { CollabButton } from './CollabButton.tsx';
export { CollabBoot } from './CollabBoot.tsx';
export { setCollabHost } from './collabHost.ts';
export { InspectorDiffSlot } from './InspectorDiffSlot.tsx';
