"""The options that stand in for a setting take their type, choices, default and help from
the setting's declaration (amdchat.config.OPTIONS), in every command that has them."""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path

import pytest

from amdchat import config
from amdchat.cli.options import (
    ON_OFF,
    SETTING_FLAGS,
    context_argument,
    context_option,
    setting_value,
)
from amdchat.cli.parser import build_parser
from amdchat.config import Settings

# the options whose command does not read the user's Settings for them
DECLARED_DEFAULT = {("bench", "--gpu-device"), ("compare", "--gpu-device"),
                    ("fit", "--gpu-device")}


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    found = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(found[0].choices)


def setting_options() -> dict[tuple[str, str], argparse.Action]:
    """(command, flag) -> the option, for every option that stands in for a setting."""
    return {(name, flag): action for name, command in commands().items()
            for action in command._actions for flag in action.option_strings
            if flag in SETTING_FLAGS}


def test_the_shared_options_are_found_in_the_commands_that_have_them() -> None:
    found = setting_options()
    for name in ("chat", "fit", "serve"):
        assert (name, "--backend") in found and (name, "--ctx") in found
    assert {("fit", "--kv-type"), ("fit", "--flash-attn"), ("fit", "--swa-full"),
            ("chat", "--template"), ("chat", "--temperature"), ("serve", "--port"),
            ("serve", "--api-key"), ("bench", "--gpu-device")} <= set(found)


def test_choices_types_and_defaults_are_the_settings_declarations() -> None:
    for (command, flag), action in setting_options().items():
        declared = config.option(SETTING_FLAGS[flag])
        where = f"{command} {flag}"
        if declared.kind is bool:
            assert tuple(action.choices or ()) == ON_OFF, where
        elif declared.choices:
            assert tuple(action.choices or ()) == declared.choices, where
        elif flag == "--ctx":  # a number, or auto (the context_auto setting)
            assert action.type is context_argument, where
        else:
            bounded = getattr(action.type, "setting", None) == declared.name  # its bounds too
            assert (action.type is declared.kind or bounded) and action.choices is None, where
        # left out: the user's Settings apply (None), or where the command does not read
        # them, the declared default
        expected = declared.default if (command, flag) in DECLARED_DEFAULT else None
        assert action.default == expected, where
        assert action.dest == flag[2:].replace("-", "_"), where


def test_the_help_says_the_declared_default() -> None:
    subcommands = commands()
    serve_help = subcommands["serve"].format_help()
    assert f"initially {config.option('api_port').default}" in serve_help
    fit_help = " ".join(subcommands["fit"].format_help().split())
    assert "KV cache type: f16, or q8_0 / q4_0" in fit_help  # the setting's description
    assert "(default: Settings, initially off)" in fit_help  # flash attention, a bool


def test_an_option_left_out_is_the_users_setting(tmp_path: Path) -> None:
    settings = Settings.load(tmp_path / "settings.json")
    settings.set("flash_attention", True)
    settings.set("kv_cache_type", "q8_0")
    left_out = build_parser().parse_args(["fit", "m.gguf"])
    assert setting_value(left_out, "--flash-attn", settings) is True
    assert setting_value(left_out, "--kv-type", settings) == "q8_0"
    assert setting_value(left_out, "--backend", settings) == "auto"
    given = build_parser().parse_args(["fit", "m.gguf", "--flash-attn", "off", "--kv-type",
                                       "q4_0", "--backend", "cpu", "--swa-full", "on"])
    assert setting_value(given, "--flash-attn", settings) is False
    assert setting_value(given, "--swa-full", settings) is True
    assert (setting_value(given, "--kv-type", settings), given.backend) == ("q4_0", "cpu")


def test_a_choice_declared_in_the_settings_reaches_every_command(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    declared = config.option("backend")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["chat", "--model", "m", "--prompt", "p", "--backend", "npu"])
    assert "invalid choice: 'npu'" in capsys.readouterr().err
    monkeypatch.setitem(config._BY_NAME, "backend",
                        dataclasses.replace(declared, choices=(*declared.choices, "npu")))
    parser = build_parser()
    for argv in (["chat", "--model", "m", "--prompt", "p"], ["fit", "m"],
                 ["serve", "--model", "m"]):
        assert parser.parse_args([*argv, "--backend", "npu"]).backend == "npu"


@pytest.mark.parametrize("argv", [["--vram-free", "nan"], ["--vram-free", "inf"],
                                  ["--vram-free", "-1"], ["--gpu-margin", "-100000"],
                                  ["--cpu-moe", "-1"], ["--gpu-offload", "most"]])
def test_offload_options_refuse_what_their_setting_refuses(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from amdchat.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["fit", "model.gguf", "--estimate", *argv])
    assert exited.value.code == 2
    assert f"argument {argv[0]}:" in capsys.readouterr().err


def test_ctx_takes_a_number_or_auto_and_left_out_follows_the_settings(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    settings = Settings.load(tmp_path / "settings.json")
    parse = build_parser().parse_args
    assert settings["context_auto"] is True  # the default: the plan chooses
    assert context_option(parse(["fit", "m.gguf"]), settings) is None
    assert context_option(parse(["fit", "m.gguf", "--ctx", "8192"]), settings) == 8192
    settings.set("context_auto", False)
    settings.set("context_length", 16384)
    assert context_option(parse(["fit", "m.gguf"]), settings) == 16384
    assert context_option(parse(["fit", "m.gguf", "--ctx", "auto"]), settings) is None
    for wrong in ("100", "lots"):
        with pytest.raises(SystemExit):
            parse(["chat", "--model", "m.gguf", "--prompt", "hi", "--ctx", wrong])
        assert "give a number of tokens (256 to 1048576) or auto" in capsys.readouterr().err
