import { PyImporter } from './pyCommon.ts';
import type { PyModule } from './pyTree.ts';

export class Ag2Importer extends PyImporter {
  constructor(modules: PyModule[]) {
    super(modules, 'ag2');
  }

  run(): void {}
}
