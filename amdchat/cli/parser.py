"""The command line's one parser: every command, its options and their help.

Options that stand in for a setting (``--backend``, ``--ctx``, ``--kv-type``...) are
declared by the setting (amdchat.cli.options); the rest belong to their command.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from amdchat.cli import backends, bench, chat, doctor, fit, gpu, gui, models, serve, share
from amdchat.cli.options import add_offload_options, add_setting_option

Commands = argparse._SubParsersAction  # what add_subparsers returns


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="amdchat", description="Chat with local GGUF models "
                                     "on AMD GPUs (Vulkan, ROCm or CPU).")
    parser.add_argument("--version", action="store_true",
                        help="print the version of amdchat and of llama-cpp-python")
    parser.add_argument("--smoke-test", action="store_true", dest="smoke_test",
                        help="check this installation (amdchat --smoke-test --help)")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("gui", help="open the app (the default)").set_defaults(func=gui.run)
    for add in (_add_chat, _add_gpu, _add_models, _add_fit, _add_backends, _add_serve,
                _add_doctor, _add_bench, share.add_parser):
        add(commands)
    return parser


def _add_chat(commands: Commands) -> None:
    command = commands.add_parser("chat", help="one reply from a model, streamed to stdout")
    command.add_argument("--model", help="path of a .gguf file (with --remote: the name of "
                         "one of the server's models; left out, its first)")
    command.add_argument("--prompt", required=True)
    command.add_argument("--remote", metavar="URL", help="chat with the model of an "
                         "OpenAI-compatible server on another computer (http://host:port/v1)")
    command.add_argument("--api-key", type=str, help="the --remote server's key (safer: "
                         "$AMDCHAT_REMOTE_API_KEY; else the key kept in the system keyring)")
    for flag in ("--max-tokens", "--seed", "--temperature", "--ctx", "--backend",
                 "--template", "--gpu-device"):
        add_setting_option(command, flag)
    add_offload_options(command)
    command.add_argument("--json", action="store_true", help="end with one JSON line of stats")
    command.set_defaults(func=chat.run)


def _add_gpu(commands: Commands) -> None:
    command = commands.add_parser("gpu", help="GPUs found and their live readings")
    command.add_argument("--json", action="store_true")
    command.add_argument("--watch", type=float, metavar="SECONDS", help="repeat every SECONDS")
    command.set_defaults(func=gpu.run)


def _add_models(commands: Commands) -> None:
    command = commands.add_parser("models", help="search, list and download GGUF models")
    command.add_argument("action", choices=("search", "files", "download", "list"))
    command.add_argument("target", nargs="?", help="QUERY for search, REPO for files/download")
    command.add_argument("quant", nargs="?", help="QUANT for download (Q4_K_M, ...)")
    command.add_argument("--sort", choices=("downloads", "likes", "recent"),
                         default="downloads")
    command.add_argument("--json", action="store_true")
    command.set_defaults(func=models.run)


def _add_fit(commands: Commands) -> None:
    command = commands.add_parser("fit", help="does a model fit the GPU? (a local file, or "
                                  "REPO QUANT)")
    command.add_argument("model", help="a .gguf path, or a Hugging Face repo with QUANT")
    command.add_argument("quant", nargs="?", help="the quantization, for a repo")
    add_setting_option(command, "--ctx")
    add_offload_options(command)
    measure = command.add_mutually_exclusive_group()
    measure.add_argument("--dry-run", action="store_true", dest="dry_run", default=None,
                         help="measure weights, KV and compute buffers with llama.cpp (a Hub "
                              "file: from its header, before any download); the default "
                              "unless Settings turn the dry run off")
    measure.add_argument("--estimate", action="store_false", dest="dry_run",
                         help="the formula estimate only, without starting a worker (faster, "
                              "less exact)")
    add_setting_option(command, "--backend",
                       "the backend to check for (cpu: against system RAM)")
    # -1, not the Settings' GPU (which the Models page's dry run uses): as it always was
    add_setting_option(command, "--gpu-device", "index of the GPU the backend uses "
                       "(Vulkan/ROCm, -1: the backend's own choice), for --dry-run",
                       settings_apply=False)
    for flag in ("--kv-type", "--flash-attn", "--swa-full"):
        add_setting_option(command, flag)
    command.add_argument("--json", action="store_true")
    command.set_defaults(func=fit.run)


def _add_backends(commands: Commands) -> None:
    command = commands.add_parser("backends", help="list or build llama.cpp backends")
    command.add_argument("action", choices=("list", "build", "rpc"),
                         help="rpc: add llama.cpp's RPC library and rpc-server to a built "
                              "backend (amdchat share, --rpc)")
    command.add_argument("kind", nargs="?", choices=("vulkan", "rocm", "cpu"), default="vulkan")
    command.add_argument("--dest", help="folder to put the backend in")
    command.add_argument("--gpu-targets", dest="gpu_targets", help="ROCm: gfx1100;gfx1030...")
    command.add_argument("--cpu-variants", action="store_true", dest="cpu_variants",
                         help="a GPU backend's CPU part as one library per x86 level, the "
                              "best chosen at load (the release builds; about 20 minutes "
                              "more on 2 cores). The cpu backend always is")
    command.add_argument("--cmake-arg", dest="cmake_arg", action="append",
                         help="extra CMake argument (repeatable)")
    command.set_defaults(func=backends.run)


def _add_serve(commands: Commands) -> None:
    command = commands.add_parser("serve", help="serve a model to other programs through an "
                                  "OpenAI-compatible API (no window)")
    command.add_argument("--model", required=True, help="path of a .gguf file")
    command.add_argument("--host", default="127.0.0.1",
                         help="address to listen on (default 127.0.0.1: this computer only; "
                         "any other needs --api-key)")
    for flag in ("--port", "--backend", "--gpu-device", "--ctx"):
        add_setting_option(command, flag)
    add_offload_options(command)
    add_setting_option(command, "--api-key", "key clients must send",
                       default_text="$AMDCHAT_API_KEY, else Settings")
    command.add_argument("--cors", action="store_true", help="allow browser pages (CORS)")
    command.set_defaults(func=serve.run)


def _add_doctor(commands: Commands) -> None:
    command = commands.add_parser("doctor", help="is the GPU used, and if not, why? drivers, "
                                  "permissions, ROCm, Vulkan, devices, environment (exit 1 on "
                                  "a failed check)")
    command.add_argument("--json", action="store_true", help="the checks as JSON (private "
                         "details removed)")
    command.add_argument("--report", action="store_true", help="plain text for a bug report "
                         "or a forum post: no home path, user name, host name or token")
    command.add_argument("--model", help="also load this .gguf with your settings, generate "
                         "a short reply, and check where it ran and its speed against the "
                         "limit")
    command.add_argument("--timeout", type=float, default=90.0,
                         help="seconds to wait for all checks (default %(default)g)")
    add_offload_options(command)
    command.set_defaults(func=doctor.run)


def _add_bench(commands: Commands) -> None:
    command = commands.add_parser("bench", help="prompt and generation speed per backend, "
                                  "measured the way llama-bench does (pp512, tg128)")
    _add_bench_options(command)
    command.set_defaults(func=bench.run)
    compare = commands.add_parser("compare", help="the old name of 'bench'")
    _add_bench_options(compare)
    compare.set_defaults(func=bench.run_compare)


def _add_bench_options(command: argparse.ArgumentParser) -> None:
    from amdchat.bench.run import DEFAULT_DEPTHS

    command.add_argument("--model", required=True, help="path of a .gguf file")
    command.add_argument("--backends", help="comma-separated: vulkan,rocm,cpu (default: every "
                         "installed backend)")
    command.add_argument("--depths", type=_int_list, default=DEFAULT_DEPTHS,
                         help="context depths, comma-separated (default: "
                         f"{','.join(map(str, DEFAULT_DEPTHS))}; those beyond the model's "
                         "context are skipped)")
    command.add_argument("--reps", type=int, default=5, help="timed repetitions per test, "
                         "after a warm-up (default: %(default)s)")
    command.add_argument("--pp", type=int, default=512, help="prompt tokens (default: %(default)s)")
    command.add_argument("--tg", type=int, default=128,
                         help="generated tokens (default: %(default)s)")
    # measured as given: the user's Settings do not apply
    add_setting_option(command, "--gpu-device", "index of the GPU the backend uses "
                       "(Vulkan/ROCm, -1: the backend's own choice)", settings_apply=False)
    add_offload_options(command)
    command.add_argument("--no-save", action="store_true", dest="no_save",
                         help="do not add this run to the saved history")
    command.add_argument("--for-auto", action="store_true", dest="for_auto",
                         help="keep the figures for the automatic backend: 'auto' then uses "
                         "the fastest backend of this run for models like this one on this GPU")
    formats = command.add_mutually_exclusive_group()
    for name in ("json", "csv", "markdown"):
        formats.add_argument(f"--{name}", action="store_const", const=name, dest="format",
                             help=f"print the results as {name} at the end")


def _int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected numbers separated by commas: {text!r}"
                                         ) from None
    if not values or min(values) < 0:
        raise argparse.ArgumentTypeError(f"expected numbers >= 0: {text!r}")
    return values


def smoke_test_parser() -> argparse.ArgumentParser:
    """``amdchat --smoke-test``'s options (the flag comes first, so it has its own)."""
    parser = argparse.ArgumentParser(
        prog="amdchat --smoke-test", description="Check this installation: open the window "
        "offscreen, start a worker on each backend, answer one prompt with --model.")
    parser.add_argument("--model", type=Path, help="a .gguf file to answer one prompt with")
    parser.add_argument("--no-window", action="store_true", dest="no_window",
                        help="skip the window (the backends only)")
    return parser
