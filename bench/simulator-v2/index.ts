export { createSimulatorModel, simulate, SIMULATOR_PROVIDER, type SimulatorOptions } from './simulator.ts';
export { setReferenceDate } from './slots/dates.ts';
