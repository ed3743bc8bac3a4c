"""The offer after a remote computer dropped: "Load without HOST" skips it for this run;
"Remove it from the list" also takes it out of the Settings. Both load the same model
again (the real reload over namespaces: tests/ui/test_rpc_drop_in_app.py)."""

from __future__ import annotations

from pathlib import Path

from amdchat import paths
from amdchat.config import Settings
from amdchat.session.engine_session import EngineSession
from amdchat.session.spec import ModelSpec
from amdchat.ui.chat.drop_offer import DropOffer

KEPT, LOST = "10.0.0.2:50052", "10.0.0.3:50052"


def offer(qtbot, reloads: list[Path]) -> tuple[DropOffer, EngineSession, Settings]:  # type: ignore[no-untyped-def]
    settings = Settings.load(paths.settings_file())
    settings.set("rpc_servers", [KEPT, LOST])
    session = EngineSession(lambda call: call())
    session.spec = ModelSpec(Path("/models/m.gguf"), rpc_servers=(KEPT, LOST))
    shown = DropOffer(session, settings, reloads.append, settings.save)
    qtbot.addWidget(shown)
    shown.offer_for({"event": "exited", "dropped": [LOST]})
    return shown, session, settings


def test_a_worker_that_lost_no_server_offers_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    shown, _session, _settings = offer(qtbot, [])
    shown.hide()
    shown.offer_for({"event": "exited", "how": "signal SIGKILL"})
    assert shown.isHidden()


def test_load_without_skips_it_for_this_run_and_loads_the_model_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    reloads: list[Path] = []
    shown, session, settings = offer(qtbot, reloads)
    assert not shown.isHidden() and shown.load_button.text() == f"Load without {LOST}"
    shown.load_button.click()
    assert reloads == [Path("/models/m.gguf")] and shown.isHidden()
    assert session.skipped.endpoints() == [LOST]
    assert settings["rpc_servers"] == [KEPT, LOST]  # kept in the Settings, skipped


def test_remove_takes_it_out_of_the_settings_on_disk_and_loads_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    reloads: list[Path] = []
    shown, session, _settings = offer(qtbot, reloads)
    shown.remove_button.click()
    assert reloads == [Path("/models/m.gguf")]
    assert Settings.load(paths.settings_file())["rpc_servers"] == [KEPT]
    assert session.skipped.endpoints() == [LOST]


def test_a_server_refused_at_load_is_offered_only_if_the_model_uses_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from amdchat.engine import protocol
    from amdchat.i18n import Text

    shown, _session, _settings = offer(qtbot, [])
    shown.hide()

    def refused(endpoint: str) -> protocol.ErrorEvent:
        return protocol.error(protocol.ErrorKind.RPC_UNAVAILABLE, Text(
            "rpc", "{endpoint} refused the connection", {"endpoint": endpoint}))

    shown.offer_for_error(refused("10.9.9.9:50052"))  # not one of this model's
    assert shown.isHidden()
    shown.offer_for_error(protocol.error(protocol.ErrorKind.FATAL, "no"))
    assert shown.isHidden()
    shown.offer_for_error(refused(KEPT))
    assert not shown.isHidden() and shown.load_button.text() == f"Load without {KEPT}"


def test_the_app_words_the_drop_for_its_buttons_and_the_command_line_keeps_its_own(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    from amdchat.session.remote_placing import dropped_text
    from amdchat.ui.messages import translated, worker_died_text

    gone = [(LOST, "the port refused the connection")]
    said = dropped_text(gone)
    cli = translated(said)  # what `amdchat chat --rpc` prints
    assert "remove it from Settings > Network, or from --rpc" in cli
    banner = worker_died_text("signal SIGABRT", str(said), said.as_dict())
    assert LOST in banner and "the port refused the connection" in banner
    assert "--rpc" not in banner and "Settings > Network" not in banner
    assert "use a button below" in banner and "remove it from the list" in banner
    # serve's sentence (the next request reloads) is not the app's: it stays as it is
    serve = dropped_text(gone, reloads=True)
    assert worker_died_text("signal SIGABRT", "", serve.as_dict()) == translated(serve)


def test_a_second_click_starts_no_second_load(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A click queued behind the first (or Remove right after Load without) loaded the
    model a second time, over the load the first had started."""
    reloads: list[Path] = []
    shown, session, settings = offer(qtbot, reloads)
    shown.load_without()
    shown.load_without()
    shown.remove_and_load()
    assert reloads == [Path("/models/m.gguf")]
    assert settings["rpc_servers"] == [KEPT, LOST]  # the spent offer removed nothing
    assert session.skipped.endpoints() == [LOST]


def test_a_server_removed_in_the_settings_meanwhile_is_still_left_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    reloads: list[Path] = []
    shown, session, settings = offer(qtbot, reloads)
    settings.set("rpc_servers", [KEPT])  # Settings > Network removed it first
    shown.remove_button.click()
    assert settings["rpc_servers"] == [KEPT] and reloads == [Path("/models/m.gguf")]
    assert session.skipped.endpoints() == [LOST]
