/** The trace: span timeline (waterfall), span details, usage totals and trace export. */
export { SpanTimeline } from './SpanTimeline.tsx';
