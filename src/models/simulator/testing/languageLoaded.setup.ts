// Unit tests of the simulator's parts call its pure, synchronous readings directly: the language
// library (loaded on first need by the model, src/models/simulator/slots/language.ts) is loaded
// before them. The lazy path itself is tested in src/models/simulator/lazyLanguage.test.ts.
import { loadLanguage } from '../slots/language.ts';

await loadLanguage();
