// Words in the board's language, from the catalogue Python sends (skywidgets/i18n.py):
// the same gettext catalogue Python translates with, sent once per language as a shared
// widget named in the board's `bundle.words`. The front end keeps no list of its own:
// the English source text is the message id, and a text the catalogue lacks reads as it.
//
//   t("Undo")                                   -> "Afturkalla"
//   t("{who} drew a {card}.", { who, card })     placeholders in braces
//   nt("{n} card", "{n} cards", n, { n })        the language's plural rule picks the form
//   formatDecimal(14.25, 1)                      -> "14,3" in Icelandic
//
// JavaScript runs one thing at a time, so the words in use are those of the board whose
// code runs: the shell sets them (useWords) when it draws, updates and handles an event
// of its board, and two boards in two languages share a page.

const CONTEXT_SEPARATOR = "\u0004";

/** gettext's plural expression (C syntax, one variable n) as a function, without eval.
 * pluralRule("(n%10!=1 || n%100==11)")(21) -> 0 */
export function pluralRule(expression) {
  const tokens = String(expression).match(/\d+|n|\|\||&&|==|!=|<=|>=|[()?:<>%!+\-*/]/g) ?? [];
  if (tokens.join("") !== String(expression).replace(/\s+/g, "")) throw new Error(`not a plural expression: ${expression}`);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected) => {
    const token = tokens[at];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`plural expression ${expression}: expected ${expected ?? "more"}`);
    at += 1;
    return token;
  };
  const levels = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]];
  const ops = {
    "||": (a, b) => +(!!a || !!b), "&&": (a, b) => +(!!a && !!b), "==": (a, b) => +(a === b), "!=": (a, b) => +(a !== b),
    "<": (a, b) => +(a < b), ">": (a, b) => +(a > b), "<=": (a, b) => +(a <= b), ">=": (a, b) => +(a >= b),
    "+": (a, b) => a + b, "-": (a, b) => a - b, "*": (a, b) => a * b,
    "/": (a, b) => (b ? Math.trunc(a / b) : 0), "%": (a, b) => (b ? a % b : 0),
  };
  function ternary() {
    const condition = level(0);
    if (peek() !== "?") return condition;
    take("?");
    const yes = ternary();
    take(":");
    const no = ternary();
    return (n) => (condition(n) ? yes(n) : no(n));
  }
  function level(i) {
    if (i === levels.length) return unary();
    let left = level(i + 1);
    while (levels[i].includes(peek())) {
      const op = ops[take()];
      const l = left;
      const r = level(i + 1);
      left = (n) => op(l(n), r(n));
    }
    return left;
  }
  function unary() {
    const token = take();
    if (token === "!") {
      const inner = unary();
      return (n) => +!inner(n);
    }
    if (token === "(") {
      const inner = ternary();
      take(")");
      return inner;
    }
    if (token === "n") return (n) => n;
    if (/^\d+$/.test(token)) return () => Number(token);
    throw new Error(`plural expression ${expression}: unexpected ${token}`);
  }
  const rule = ternary();
  if (at !== tokens.length) throw new Error(`plural expression ${expression}: unexpected ${peek()}`);
  return (n) => Number(rule(Math.trunc(Math.abs(Number(n) || 0))));
}

/** The catalogue from its JSON text (Catalogue.to_json in skywidgets/i18n.py); English
 * (every text as it is written) for anything unreadable. */
export function readCatalogue(text) {
  try {
    const data = typeof text === "string" ? JSON.parse(text) : text;
    if (!data || typeof data !== "object" || typeof data.messages !== "object") return ENGLISH;
    return { language: String(data.language || "en"), plural: pluralRule(data.plural ?? "(n != 1)"), messages: data.messages };
  } catch {
    return ENGLISH;
  }
}

export const ENGLISH = Object.freeze({ language: "en", plural: (n) => (n === 1 ? 0 : 1), messages: {} });
let words = ENGLISH;

/** Make `catalogue` the words in use; returns it. */
export function useWords(catalogue) {
  words = catalogue ?? ENGLISH;
  return words;
}

/** The catalogue in use. */
export const wordsInUse = () => words;

/** The language tag of the words in use ("is"), for the board's lang attribute. */
export const languageInUse = () => words.language;

function lookup(id) {
  const found = words.messages[id];
  return found === undefined || found === "" ? null : found;
}

/** `x` with `digits` decimals, written with the catalogue's separators ("14,3"). */
export function formatDecimal(x, digits = 1) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "\u2014";
  const decimal = lookup(`number format${CONTEXT_SEPARATOR}decimal separator`) ?? ".";
  const [whole, fraction] = Math.abs(x).toFixed(digits).split(".");
  const sign = x < 0 && Number(Math.abs(x).toFixed(digits)) !== 0 ? "-" : "";
  return sign + whole + (fraction !== undefined ? decimal + fraction : "");
}

function fill(template, params) {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (typeof value !== "number" || Number.isInteger(value)) return String(value);
    // a fraction keeps its digits, with the language's decimal separator
    return String(value).replace(".", lookup(`number format${CONTEXT_SEPARATOR}decimal separator`) ?? ".");
  });
}

/** `id` (the English text) in the words in use, `{name}` filled from `params`. */
export function t(id, params) {
  const found = lookup(id);
  return fill(typeof found === "string" ? found : id, params);
}

/** `id` said in one `context` (gettext's pgettext): for a text whose words differ by use in
 * another language, such as "empty" for a pile and for an area. */
export function pt(context, id, params) {
  const found = lookup(`${context}${CONTEXT_SEPARATOR}${id}`);
  return fill(typeof found === "string" ? found : id, params);
}

/** The form of `singular`/`plural` for `n` by the language's plural rule. */
export function nt(singular, plural, n, params) {
  const found = lookup(singular);
  let template;
  if (Array.isArray(found) && found.length) template = found[Math.min(words.plural(n), found.length - 1)] || found[0];
  else template = n === 1 ? singular : plural;
  return fill(template, params);
}

/** The language the page runs in (JupyterLab's language pack, Notebook 7 and Voila the
 * same), or "": the page config's "language"/"locale", else the html element's lang. */
export function pageLanguage(doc = globalThis.document) {
  try {
    const config = doc?.getElementById?.("jupyter-config-data");
    if (config?.textContent) {
      const data = JSON.parse(config.textContent);
      const tag = data.language ?? data.locale ?? "";
      if (typeof tag === "string" && tag) return tag;
    }
  } catch {
    // no readable page config: the html element's lang below
  }
  const lang = doc?.documentElement?.lang;
  return typeof lang === "string" ? lang : "";
}
