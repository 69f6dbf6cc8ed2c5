/** The Swarm runtime profile (openai/swarm 0.1.0): see runSwarm.ts. */
export { runSwarm } from './runSwarm.ts';
export { SWARM_STRINGS } from './strings.ts';
