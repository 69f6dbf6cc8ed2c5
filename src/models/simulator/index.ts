export { createSimulatorModel, simulate, SIMULATOR_PROVIDER, type SimulatorOptions } from './simulator.ts';
export { languageLoaded, loadLanguage } from './slots/language.ts';
