export { createSimulatorModel, simulate, SIMULATOR_PROVIDER, type SimulatorOptions } from './simulator.ts';
