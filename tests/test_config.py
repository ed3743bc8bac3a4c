"""Settings: declared once, validated, saved atomically, corrupt files kept aside."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from amdchat import unseen
from amdchat.config import OPTIONS, SCHEMA_VERSION, Settings
from amdchat.sampling import DEFAULTS


def test_defaults_then_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings.load(path)
    assert settings["context_length"] == 4096 and settings.load_problem == ""
    settings.set("temperature", 0.2)
    settings.set("system_prompt", "Be brief.")
    settings.save()
    on_disk = json.loads(path.read_text())
    assert on_disk["version"] == SCHEMA_VERSION
    again = Settings.load(path)
    assert again["temperature"] == 0.2 and again["system_prompt"] == "Be brief."
    assert not list(tmp_path.glob("*.tmp"))


def test_every_option_has_a_valid_default_and_a_description() -> None:
    for option in OPTIONS:
        assert option.coerce(option.default) == option.default
        assert len(option.doc) > 10


def test_the_settings_sample_with_the_one_set_of_defaults(tmp_path: Path) -> None:
    """amdchat.sampling holds the defaults the worker, the chats and the API use too."""
    settings = Settings.load(tmp_path / "s.json")
    assert settings.sampling() == DEFAULTS and settings["max_tokens"] == 1024


@pytest.mark.parametrize(("name", "value"), [
    ("temperature", -1.0), ("top_k", 1.5), ("backend", "cuda"), ("max_tokens", "many"),
    ("load_last_model_on_start", "yes"),
])
def test_bad_values_are_refused(tmp_path: Path, name: str, value: object) -> None:
    settings = Settings.load(tmp_path / "s.json")
    with pytest.raises(ValueError, match=name):
        settings.set(name, value)


def test_corrupt_file_gives_defaults_and_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "settings": {"temperature": 0.3,')
    settings = Settings.load(path)
    assert settings["temperature"] == 0.7
    assert "could not be read" in settings.load_problem
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"version": 1')
    assert str(kept[0]) in settings.load_problem


def test_two_corrupt_files_in_a_row_keep_two_backups(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format, *_t: "20261101-120000")
    path = tmp_path / "settings.json"
    for attempt in ("first", "second"):  # in the same second: the same time stamp
        path.write_text(f'{{"broken": "{attempt}"')
        assert "could not be read" in Settings.load(path).load_problem
    kept = sorted(p.read_text() for p in tmp_path.glob("settings.json.corrupt-*"))
    assert kept == ['{"broken": "first"', '{"broken": "second"']


def test_invalid_values_in_file_are_reset_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "settings": {
        "temperature": 99, "top_k": 10, "unknown_future_option": True}}))
    settings = Settings.load(path)
    assert settings["top_k"] == 10 and settings["temperature"] == 0.7
    assert "temperature" in settings.load_problem


def test_newer_schema_is_not_silently_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": SCHEMA_VERSION + 1, "settings": {}}))
    settings = Settings.load(path)
    assert "newer amdchat" in settings.load_problem
    assert list(tmp_path.glob("settings.json.corrupt-*"))



# -- every part of the file is checked; a bad file is kept aside and the user told ---------

@pytest.mark.parametrize("text", [
    '{"version": 1, "settings": [1, 2]}',
    '{"version": 1, "settings": "temperature=0.3"}',
    '{"version": 1, "settings": 5}',
    '{"version": "1", "settings": {}}',
    '{"version": true, "settings": {}}',
    '"just a string"',
    '[' * 100_000 + ']' * 100_000,
    '{"version": 1, "settings": {"top_k": ' + '9' * 5000 + '}}',
], ids=["list", "string", "number", "version-text", "version-bool", "top-level-string",
        "deeply-nested", "huge-int-literal"])
def test_a_file_of_the_wrong_shape_gives_defaults_is_kept_and_noted(tmp_path: Path,
                                                                     text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text)
    settings = Settings.load(path)
    assert settings.values == Settings.load(tmp_path / "absent.json").values
    assert "could not be read" in settings.load_problem and "Default settings" in \
        settings.load_problem
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == text and str(kept[0]) in \
        settings.load_problem
    assert len(settings.load_problem) < 600  # the message, not a dump of the file
    assert unseen.take(tmp_path) == [settings.load_problem]


@pytest.mark.parametrize("value", [
    "1e999", "-1e999", "NaN", "Infinity", "1" + "0" * 400, "[[[[1]]]]", "{}", "null",
    "1.5", "true"])
def test_a_value_that_is_no_usable_number_resets_that_option_only(tmp_path: Path,
                                                                  value: str) -> None:
    path = tmp_path / "settings.json"
    text = (f'{{"version": 1, "settings": {{"top_k": {value}, "temperature": {value}, '
            '"system_prompt": "Be brief."}}')
    path.write_text(text)
    settings = Settings.load(path)
    assert settings["top_k"] == 40
    assert settings["temperature"] == (1.5 if value == "1.5" else 0.7)
    assert settings["system_prompt"] == "Be brief."
    assert "top_k" in settings.load_problem and len(settings.load_problem) < 600
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == text
    again = Settings.load(path)  # the good values were written back; told once
    assert again.load_problem == "" and again["system_prompt"] == "Be brief."
    assert unseen.take(tmp_path) == [settings.load_problem]


def test_nan_is_refused_for_a_bounded_float() -> None:
    with pytest.raises(ValueError, match="finite"):
        Settings.load(Path("/nonexistent/settings.json")).set("temperature", float("nan"))


def test_recent_models_are_a_short_list_of_paths(tmp_path: Path) -> None:
    settings = Settings.load(tmp_path / "s.json")
    with pytest.raises(ValueError, match="recent_models"):
        settings.set("recent_models", "not a list")
    with pytest.raises(ValueError, match="recent_models"):
        settings.set("recent_models", [str(tmp_path / f"{n}.gguf") for n in range(100)])
    files = [tmp_path / f"{n}.gguf" for n in range(12)]
    for path in files:
        path.write_bytes(b"")
        settings.remember_model(path)
    settings.remember_model(files[5])  # again: to the front, listed once
    recent = settings["recent_models"]
    assert recent[0] == str(files[5]) and recent.count(str(files[5])) == 1
    assert len(recent) == 8 and recent[1:] == [str(p) for p in files[11:3:-1] if p != files[5]]
    settings.save()
    assert Settings.load(tmp_path / "s.json")["recent_models"] == recent
    assert Settings.load(tmp_path / "other.json")["recent_models"] == []


def test_threads_round_trip_to_the_load_request(tmp_path: Path) -> None:
    from amdchat.session.spec import spec_from_settings

    settings = Settings.load(tmp_path / "settings.json")
    assert settings["threads"] == 0  # automatic
    assert spec_from_settings(tmp_path / "m.gguf", settings).threads == 0
    settings.set("threads", 6)
    settings.save()
    again = Settings.load(tmp_path / "settings.json")
    assert again["threads"] == 6
    assert spec_from_settings(tmp_path / "m.gguf", again).threads == 6
    for bad in (-1, 2.5, "four"):
        with pytest.raises(ValueError, match="threads"):
            again.set("threads", bad)


def test_version_1_gpu_layers_become_the_offload_choice(tmp_path: Path) -> None:
    """-1 meant "as many as fit": automatic; a number v1 took stays the user's own; one it
    refused (too large, a string) gives automatic, as v1 gave its default."""
    import json

    from amdchat.config import Settings

    for stored, offload, layers in ((-1, "auto", 0), (7, "layers", 7), (7.0, "layers", 7),
                                    (0, "layers", 0), (20000, "auto", 0), ("7", "auto", 0)):
        path = tmp_path / f"settings-{stored!r}.json"
        path.write_text(json.dumps({"version": 1, "settings": {"gpu_layers": stored}}))
        settings = Settings.load(path)
        assert (settings["gpu_offload"], settings["gpu_layers"]) == (offload, layers), stored
        assert not settings.load_problem
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps({"version": 1}))
    assert Settings.load(bare)["gpu_offload"] == "auto" and not Settings.load(bare).load_problem


@pytest.mark.parametrize(("stored", "auto", "length"), [
    ({"version": 2, "settings": {"context_length": 4096}}, True, 4096),  # the old default
    ({"version": 2, "settings": {"context_length": 16384}}, False, 16384),  # the user's own
    ({"version": 1, "settings": {"context_length": 8192, "gpu_layers": -1}}, False, 8192),
    ({"version": 2, "settings": {}}, True, 4096),
    ({"version": 3, "settings": {"context_auto": False}}, False, 4096)])
def test_a_context_length_chosen_before_automatic_existed_is_kept(
        tmp_path: Path, stored: dict[str, object], auto: bool, length: int) -> None:
    from amdchat.config import context_wanted

    path = tmp_path / "settings.json"
    path.write_text(json.dumps(stored), "utf-8")
    settings = Settings.load(path)
    assert settings.load_problem == ""
    assert (settings["context_auto"], settings["context_length"]) == (auto, length)
    assert context_wanted(settings) == (None if auto else length)
