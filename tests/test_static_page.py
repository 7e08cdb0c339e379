"""A notebook with boards, executed and converted to HTML by nbconvert, as a teacher would
publish it (docs/front-ends.md, "Static pages").

Three boards are run with ``jupyter nbconvert --to notebook --execute`` (which saves the
widget state in the notebook) and the result is converted to HTML by nbconvert's HTML
exporter, what ``--to html`` runs. The saved
state must hold no copy of a game's bundle or of the stylesheet, only the small loader,
and each board's picture of the position; every output carries the same picture for
pages that draw no widgets. The page converted from the notebook saved without widget
state (JupyterLab's default) shows each picture itself.
"""

from __future__ import annotations

import json
from base64 import b64encode
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from skywidgets.widget import STATIC
from skywidgets.widget.bundle import LOADER

REPO = Path(__file__).resolve().parents[1]
BOARDS = {
    "skyway": "Skyway(seed=3)",
    "skyjo": "Skyjo(players=['You', 'greedy'], seed=1)",
    "skyline_express": "SkylineExpress(players=['You'], seed=1)",
}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def _nbconvert(*args: str, cwd: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, "-m", "nbconvert", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.fixture(scope="module")
def executed(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("static-page")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("from skywidgets import Skyjo, SkylineExpress, Skyway"),
                      *(nbformat.v4.new_code_cell(code) for code in BOARDS.values())]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, folder / "boards.ipynb")
    _nbconvert("--to", "notebook", "--execute", "boards.ipynb", "--output", "executed.ipynb", cwd=folder)
    return folder / "executed.ipynb"


def _board_outputs(notebook) -> list[dict]:
    return [output["data"] for cell in notebook.cells[1:] for output in cell.outputs
            if output.get("output_type") == "execute_result"]


def test_the_saved_state_holds_the_loader_and_each_picture_not_the_bundles(executed):
    text = executed.read_text(encoding="utf-8")
    notebook = nbformat.reads(text, as_version=4)
    state = notebook.metadata["widgets"][WIDGET_STATE]["state"]
    boards = {model_id: model["state"] for model_id, model in state.items()
              if model["state"].get("game") in BOARDS}
    assert sorted(board["game"] for board in boards.values()) == sorted(BOARDS)
    for board in boards.values():
        assert board["_esm"] == LOADER and board["_css"] == "", board["game"]
    # not one copy of any bundle or of the stylesheet, anywhere in the saved notebook
    for name in [*BOARDS, "skywidgets"]:
        path = STATIC / (f"{name}.js" if name in BOARDS else "skywidgets.css")
        sample = json.dumps(path.read_text(encoding="utf-8")[200:400])[1:-1]
        assert sample not in text, f"{path.name} is saved in the notebook"
    outputs = _board_outputs(notebook)
    assert len(outputs) == len(BOARDS)
    for data in outputs:
        board = boards[data[WIDGET_VIEW]["model_id"]]
        # the output's picture, for pages without widgets, is the one the saved state holds
        assert data["image/svg+xml"].startswith("<svg") and data["image/svg+xml"] == board["picture"]
        assert data["text/plain"].startswith(board["title"])


def _html(notebook) -> str:
    """What ``jupyter nbconvert --to html`` writes (the same exporter, in this process)."""
    from nbconvert import HTMLExporter

    return HTMLExporter().from_notebook_node(notebook)[0]


def test_the_pages_carry_each_board_s_picture(executed):
    notebook = nbformat.read(executed, as_version=4)
    pictures = [data["image/svg+xml"] for data in _board_outputs(notebook)]
    # as executed, with the widget state: the page draws the widgets from that state, and
    # each loader finds its board's picture there
    page = _html(notebook)
    assert page.count(f'<script type="{WIDGET_VIEW}">') == len(BOARDS)
    for name in BOARDS:
        sample = (STATIC / f"{name}.js").read_text(encoding="utf-8")[200:260]
        assert json.dumps(sample)[1:-1] not in page, f"{name}.js is in the page"
    embedded = page.split(f'<script type="{WIDGET_STATE}">', 1)[1].split("</script>", 1)[0]
    saved = [model["state"].get("picture") for model in json.loads(embedded)["state"].values()]
    assert all(picture in saved for picture in pictures)
    # saved without widget state (JupyterLab's default): each output shows its picture
    del notebook.metadata["widgets"]
    page = _html(notebook)
    assert WIDGET_STATE not in page
    for picture in pictures:  # nbconvert writes an SVG output as an image, base64-encoded
        assert f'src="data:image/svg+xml;base64,{b64encode(picture.encode()).decode()}"' in page
