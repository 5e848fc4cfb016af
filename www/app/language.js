// The language switch in the header: a menu of the languages the page speaks, each named in its
// own words. Choosing one rewrites the page at once (www/i18n/index.js `setLanguage`) and puts
// `lang=` in the link, so a shared address opens in the same language. Also writes the page's
// first language into the document as the page starts.

import { LANGUAGES, lang, setLanguage } from '../i18n/index.js';
import { writeHash } from './share.js';

/** Builds the menu into `select` (index.html `#language`) and translates the document. */
export function initLanguageSwitch(select) {
  select.replaceChildren(
    ...LANGUAGES.map(({ code, name }) => {
      const option = document.createElement('option');
      option.value = code;
      option.textContent = name;
      option.lang = code;
      return option;
    }),
  );
  select.value = lang();
  select.addEventListener('change', () => {
    setLanguage(select.value);
    writeHash({ lang: select.value });
  });
  setLanguage(lang());
}
