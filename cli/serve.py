"""``hakem serve``: the claim desk, a local web page to judge a contested claim.

Flask comes with the ``serve`` extra (``pip install 'hakem[serve]'``); without it the
command says so in one line.
"""

from __future__ import annotations

import importlib.util

import click

from hakem.model.settings import Settings

from .common import settings_options

MISSING_EXTRA = "hakem serve needs Flask: pip install 'hakem[serve]'"


@click.command("serve")
@click.argument("paths", nargs=-1, type=click.Path(exists=True))
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port on 127.0.0.1 (the desk never listens on other addresses).")
@click.option("--no-browser", is_flag=True, help="Do not open a browser.")
@click.option("--claims-file", type=click.Path(dir_okay=False), default="hakem-claims.pbn",
              show_default=True, help="PBN file the desk's Save appends claims to.")
@settings_options
def serve(paths: tuple[str, ...], port: int, no_browser: bool, claims_file: str,
          settings: Settings) -> None:
    """The claim desk: enter a contested claim with the cards on screen and rule on it.

    \b
    Example:
      hakem serve session.pbn --lang tr
    Then open http://127.0.0.1:8765/ : the session's rulings, each claim linking to the desk
    (contested claims are judged there when you ask, so the page opens quickly). With no
    play record, enter the cards as they lay at the claim.
    """
    if importlib.util.find_spec("flask") is None:
        raise click.ClickException(MISSING_EXTRA)
    from .serve_app import Served, create_app, open_browser

    served = Served.of(list(paths), claims_file, settings, settings.language.value)
    app = create_app(served)
    url = f"http://127.0.0.1:{port}/"
    click.echo(f"hakem claim desk on {url} (Ctrl+C to stop); claims are saved to {served.claims_file}")
    if not no_browser:
        open_browser(url + "desk")
    app.run(host="127.0.0.1", port=port, debug=False, use_reloader=False)
