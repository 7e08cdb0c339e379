// State panel: the synced `view` as an expandable JSON tree. Built only while
// the panel is open; remembers which branches the user opened, by path.

import { h, replaceChildren } from "../dom.js";
import { buildTree, pathsToDepth } from "../json-tree.js";
import { createPanel } from "./panel.js";

export function createStatePanel() {
  const panel = createPanel({ title: "State", className: "skyw-state-panel" });
  const note = h("p", { class: "skyw-panel-note", text: "What this seat may know, exactly as Python sends it." });
  const tree = h("div", { class: "skyw-tree" });
  panel.body.append(note, tree);

  let openPaths = null; // Set of JSON Pointer paths; null until first shown
  let shownView;
  let pendingView = {};

  function render() {
    const root = buildTree(pendingView, "view");
    if (openPaths === null) openPaths = new Set(pathsToDepth(root, 1));
    // a branch clicked just before this drawing counts, though its "toggle" comes later
    for (const el of tree.querySelectorAll("details[data-path]")) {
      if (el.open) openPaths.add(el.dataset.path);
      else openPaths.delete(el.dataset.path);
    }
    replaceChildren(tree, h("ul", { class: "skyw-tree-list", role: "tree", "aria-label": "Game state" }, renderNode(root)));
    shownView = pendingView;
  }

  function renderNode(node) {
    const key = node.key === null ? null : h("span", { class: "skyw-tree-key", text: `${node.key}: ` });
    if (!node.children) {
      return h("li", { role: "treeitem", class: "skyw-tree-leaf" }, key, h("span", { class: `skyw-tree-value skyw-json-${node.kind}`, text: node.text }));
    }
    const details = h(
      "details",
      { open: openPaths.has(node.path), "data-path": node.path },
      h("summary", {},
        key,
        h("span", { class: "skyw-tree-size", text: node.kind === "array" ? `[${node.size}]` : `{${node.size}}` }),
        h("span", { class: "skyw-tree-preview", text: ` ${node.text}` })),
      h("ul", { role: "group" }, node.children.map(renderNode)),
    );
    details.addEventListener("toggle", () => {
      if (details.open) openPaths.add(node.path);
      else openPaths.delete(node.path);
      if (!details.isConnected) {
        const now = [...tree.querySelectorAll("details[data-path]")].find((el) => el.dataset.path === node.path);
        if (now) now.open = details.open;
      }
    });
    return h("li", { role: "treeitem", class: "skyw-tree-branch" }, details);
  }

  panel.element.addEventListener("toggle", () => {
    if (panel.open && shownView !== pendingView) render();
  });

  return {
    element: panel.element,
    update(snap) {
      pendingView = snap.view;
      const keys = Object.keys(snap.view ?? {}).length;
      panel.setCount(`(${keys} fields)`);
      if (panel.open && shownView !== pendingView) render();
    },
  };
}
