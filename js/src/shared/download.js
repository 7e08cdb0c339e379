// Download CSV: a panel's button asks Python for its table as the screen shows it (an
// "export" message); Python answers with a custom message holding the CSV text, which the
// shell saves as a file. Python builds the CSV, so the browser's file and Python's
// w.log_table() / w.outcomes_table() are one and the same table.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** A "Download CSV" button asking for `table` ("log" or "outcomes"). */
export function createDownloadButton({ send, table, label }) {
  return h("button", {
    type: "button",
    class: "skyw-button skyw-download",
    "aria-label": label,
    onclick: () => send({ type: "export", table }),
  }, t("Download CSV"));
}

/** Whether a custom message from Python is a CSV to save: {type: "csv", filename, text}. */
export function isCsvMessage(message) {
  return message?.type === "csv" && typeof message.filename === "string" && typeof message.text === "string";
}

/** Saves `text` as a file named `filename` (a Blob the browser downloads). */
export function saveText(filename, text, type = "text/csv") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = h("a", { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
