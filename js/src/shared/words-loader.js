// The catalogue of a widget's language, as the kernel shares it: `bundle.words` names a
// shared widget whose text is the catalogue (skywidgets/widget/bundle.py). Each catalogue
// is read once per page, whatever the number of boards and labs that speak it.

import { ENGLISH, readCatalogue } from "./i18n.js";

/** The shared widget's name in `bundle.words`: "" for English (no catalogue to read). */
export const wordsRefOf = (model) => String(model.get("bundle")?.words ?? "");

// each catalogue read once per page, by the name of the shared widget holding it
const loadedWords = new Map([["", ENGLISH]]);

/** The catalogue named `ref`, if it was read already (undefined otherwise). */
export const loadedCatalogue = (ref) => loadedWords.get(ref);

/** The catalogue named `ref`, read from its shared widget the first time. */
export async function loadWords(model, ref) {
  if (loadedWords.has(ref)) return loadedWords.get(ref);
  try {
    const id = ref.startsWith("IPY_MODEL_") ? ref.slice("IPY_MODEL_".length) : ref;
    const shared = await model.widget_manager.get_model(id);
    loadedWords.set(ref, readCatalogue(String(shared.get("text") ?? "")));
  } catch {
    return ENGLISH; // no catalogue at hand: the English of the source, tried again next time
  }
  return loadedWords.get(ref);
}
