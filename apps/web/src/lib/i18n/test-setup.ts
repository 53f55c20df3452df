// Tests render in any language at once (and call `translate('fil', …)` directly): every dictionary is
// loaded before they run. The app loads only the chosen one (dictionaries.ts; lazy-dictionary.test.tsx).
import { languages, loadDictionary } from './dictionaries.ts';

await Promise.all(languages.map(loadDictionary));
