// The A* family's tie-breaking menu (同 f 值时): which open node of equal f is
// expanded first (the engine's `tieBreaks()`, docs/wasm-api.md). Shown only
// for an algorithm whose catalogue entry says `breaksTies` (an open list);
// its hint names the algorithms ordered by f that no rule changes (IDA*,
// RBFS and MM, which order ties their own way: depth first, by the
// backed-up f, by max(f, 2g)), found by capability, never by name. The Solve
// view's setup panel and each Compare lane hold one.

import { list } from '../i18n/format.js';
import { onLanguageChange, t } from '../i18n/index.js';

/** A tie-breaking `<select>` with its hint, filled from the catalogue and refilled on a language switch. */
export class TieMenu {
  /**
   * @param {import('../engine/catalogue.js').Catalogue} catalogue
   * @param {{ field: HTMLElement, select: HTMLSelectElement, hint?: HTMLElement | null, onChange: () => void }} parts
   *   `field` is hidden for an algorithm without an open list.
   */
  constructor(catalogue, { field, select, hint = null, onChange }) {
    this.catalogue = catalogue;
    this.field = field;
    this.select = select;
    this.hint = hint;
    this.algorithm = null;
    this.#fill();
    select.addEventListener('change', () => {
      this.#describe();
      onChange();
    });
    onLanguageChange(() => {
      this.#fill();
      this.#describe();
    });
  }

  /** The default rule (the engine lists it first). */
  get defaultRule() {
    return this.catalogue.tieBreaks[0]?.name ?? '';
  }

  #fill() {
    const value = this.select.value || this.defaultRule;
    this.select.replaceChildren(...this.catalogue.tieBreaks.map((rule) => new Option(rule.title, rule.name)));
    this.select.value = value;
  }

  /** Shows or hides the menu for `algorithm` (a catalogue entry). */
  show(algorithm) {
    this.algorithm = algorithm;
    this.field.hidden = !algorithm.breaksTies;
    this.#describe();
  }

  #describe() {
    if (!this.hint) return;
    const on = Boolean(this.algorithm?.breaksTies);
    this.hint.hidden = !on;
    if (!on) return;
    const rule = this.catalogue.tieBreaks.find((r) => r.name === this.select.value);
    const unaffected = this.catalogue.algorithms.filter((a) => a.frontierKey === this.algorithm.frontierKey && !a.breaksTies);
    const names = unaffected.length ? list(unaffected.map((a) => a.short)) : '';
    this.hint.textContent = [rule?.hint ?? '', names ? t('tie.unaffected', { names }) : ''].filter(Boolean).join(' ');
  }

  /** Picks `name` (a rule of the catalogue; anything else is ignored). */
  set value(name) {
    if (this.catalogue.tieBreaks.some((r) => r.name === name)) this.select.value = name;
    this.#describe();
  }

  /** The rule chosen, for the current algorithm: undefined when it is the default or the algorithm has no open list. */
  get value() {
    if (!this.algorithm?.breaksTies || this.select.value === this.defaultRule) return undefined;
    return this.select.value;
  }
}
