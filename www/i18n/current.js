// The page's current language and its Intl locale, alone in a module so that www/i18n/format.js
// (which the catalogues use) can read it without importing the catalogues. Set only by
// ./index.js (`setLanguage`); read by everyone through ./index.js `lang`/`locale`.

/** The languages the page speaks, in the switch's order; `name` is each in its own words. */
export const LANGUAGES = Object.freeze([
  Object.freeze({ code: 'en', name: 'English', locale: 'en-US' }),
  Object.freeze({ code: 'zh-CN', name: '中文', locale: 'zh-CN' }),
]);

const state = { code: 'en' };

/** The current language's code: 'en' or 'zh-CN'. */
export function lang() {
  return state.code;
}

/** The current language's locale for Intl ('en-US', 'zh-CN'). */
export function locale() {
  return LANGUAGES.find((l) => l.code === state.code)?.locale ?? 'en-US';
}

/** For ./index.js only. */
export function setCurrent(code) {
  state.code = code;
}
