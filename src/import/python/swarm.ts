import { PyImporter } from './pyCommon.ts';
import type { PyModule } from './pyTree.ts';

export class SwarmImporter extends PyImporter {
  constructor(modules: PyModule[]) {
    super(modules, 'swarm');
  }

  run(): void {}
}
