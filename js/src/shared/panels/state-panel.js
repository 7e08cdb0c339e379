// State panel: the synced `view` as an expandable JSON tree. Built only while
// the panel is open; remembers which branches the user opened, by path.

import { h, replaceChildren } from "../dom.js";
import { buildTree, pathsToDepth } from "../json-tree.js";
import { createOpenMemory } from "../open-memory.js";
import { createPanel } from "./panel.js";
import { nt, t } from "../i18n.js";

export function createStatePanel() {
  const panel = createPanel({ title: t("State"), className: "skyw-state-panel" });
  const note = h("p", { class: "skyw-panel-note", text: t("What this seat may know, exactly as Python sends it.") });
  const tree = h("div", { class: "skyw-tree" });
  panel.body.append(note, tree);

  const branches = createOpenMemory(tree); // by JSON Pointer path
  let shown = false; // the first drawing opens the top levels
  let shownView;
  let pendingView = {};

  function render() {
    const root = buildTree(pendingView, "view");
    if (!shown) for (const path of pathsToDepth(root, 1)) branches.set(path, true);
    shown = true;
    branches.keep();
    replaceChildren(tree, h("ul", { class: "skyw-tree-list", role: "tree", "aria-label": t("Game state") }, renderNode(root)));
    shownView = pendingView;
  }

  function renderNode(node) {
    const key = node.key === null ? null : h("span", { class: "skyw-tree-key", text: `${node.key}: ` });
    if (!node.children) {
      return h("li", { role: "treeitem", class: "skyw-tree-leaf" }, key, h("span", { class: `skyw-tree-value skyw-json-${node.kind}`, text: node.text }));
    }
    const details = h(
      "details",
      { open: branches.isOpen(node.path, false), "data-path": node.path },
      h("summary", {},
        key,
        h("span", { class: "skyw-tree-size", text: node.kind === "array" ? `[${node.size}]` : `{${node.size}}` }),
        h("span", { class: "skyw-tree-preview", text: ` ${node.text}` })),
      h("ul", { role: "group" }, node.children.map(renderNode)),
    );
    return h("li", { role: "treeitem", class: "skyw-tree-branch" }, branches.watch(details, node.path));
  }

  panel.element.addEventListener("toggle", () => {
    if (panel.open && shownView !== pendingView) render();
  });

  return {
    element: panel.element,
    update(snap) {
      pendingView = snap.view;
      const keys = Object.keys(snap.view ?? {}).length;
      panel.setCount(nt("({n} field)", "({n} fields)", keys, { n: keys }));
      if (panel.open && shownView !== pendingView) render();
    },
  };
}
