"""Skyway in marimo: a board in a marimo app.

Run it as an app (the code hidden):   marimo run docs/examples/marimo_skyway.py
Or edit it as a marimo notebook:      marimo edit docs/examples/marimo_skyway.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="Skyway")


@app.cell
def _():
    import marimo as mo

    from skywidgets import Skyway

    return Skyway, mo


@app.cell
def _(mo):
    mo.md(
        """
        # Skyway

        Pick a blueprint in the market, then the space of your grid where it goes.
        With the keyboard: **A**, **B** or **C** picks a blueprint and **1** to **9**
        places it. The panels beside the board show the state, the legal moves and the log.
        """
    )
    return


@app.cell
def _(Skyway, mo):
    # the same deal for everyone who uses seed 3
    game = Skyway(seed=3)
    board = mo.ui.anywidget(game)
    board
    return board, game


if __name__ == "__main__":
    app.run()
