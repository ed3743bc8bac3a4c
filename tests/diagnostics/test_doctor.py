"""The doctor as a whole: checks run apart with a deadline, the real workers' devices, the
truth about a loaded model, and a report and a CLI that keep private details at home."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from amdchat.diagnostics.backends import check_worker_devices, judge_devices
from amdchat.diagnostics.check import Check, Context, Family, run_checks, text
from amdchat.diagnostics.report import format_report, private_words, scrub
from amdchat.diagnostics.truth import check_truth
from amdchat.i18n import tr_noop
from tests.helpers.fake_system import context, healthy_root
from tests.helpers.placements import LAVAPIPE, XTX_FULL, loaded_event
from tests.helpers.vulkan import vulkan_backend

CPU_DEVICE = {"name": "CPU", "description": "Intel(R) Xeon(R) Processor", "type": "cpu",
              "free_bytes": 25276510208, "total_bytes": 25276510208}


def test_a_broken_or_silent_check_does_not_hide_the_others() -> None:
    release = threading.Event()

    def fine(ctx: Context) -> list[Check]:
        return [Check("fine", "fine", "green", text(tr_noop("diagnostics", "all good")))]

    def broken(ctx: Context) -> list[Check]:
        raise FileNotFoundError("rocminfo")

    def silent(ctx: Context) -> list[Check]:
        release.wait(5)
        return []

    seen: list[str] = []
    checks = run_checks([Family("silent", "Silent", silent), Family("broken", "Broken", broken),
                         Family("fine", "Fine", fine)], Context(), 0.5,
                        lambda family, found: seen.append(family.key))
    release.set()
    assert sorted(seen[:2]) == ["broken", "fine"] and seen[2] == "silent"
    by_family = {c.family: c for c in checks}
    assert str(by_family["broken"].summary) == ("This check could not run: "
                                                "FileNotFoundError: rocminfo")
    assert str(by_family["silent"].summary) == "This check could not run: no answer within 0 s"
    assert by_family["fine"].status == "green"


def test_device_lists_as_workers_report_them() -> None:
    radv = {"name": "Vulkan0", "description": "AMD Radeon RX 7900 XTX (RADV NAVI31)",
            "type": "gpu", "free_bytes": 25 * 1024**3, "total_bytes": 25 * 1024**3}
    assert judge_devices("vulkan", [radv, CPU_DEVICE]).status == "green"
    assert judge_devices("vulkan", [CPU_DEVICE]).status == "red"  # GPU unknown: may be hidden
    assert judge_devices("vulkan", [CPU_DEVICE], gpu_present=True).status == "red"
    assert judge_devices("vulkan", [CPU_DEVICE], gpu_present=False).status == "info"


def test_real_vulkan_worker_on_lavapipe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Vulkan backend's own worker: lavapipe only when named, and then it is a CPU.

    Seeing no GPU is a problem on a machine with an AMD GPU (the silent CPU fallback), and
    expected on one without: the test host's sysfs root is empty."""
    backend = vulkan_backend()
    ctx = Context(backends=lambda: [backend], worker_timeout=60, platform="linux")
    hidden = check_worker_devices(ctx)
    assert [(c.status, str(c.summary), str(c.fix)) for c in hidden] == [
        ("info", "The vulkan backend sees no GPU (only the CPU), as expected: this machine has "
         "no AMD GPU.", "Models run on the CPU backend.")]
    with_xtx = context(healthy_root(tmp_path), backends=[backend])
    assert [(c.status, str(c.summary)) for c in check_worker_devices(with_xtx)] == [
        ("red", "The vulkan backend sees no GPU (only the CPU).")]
    monkeypatch.setenv("GGML_VK_VISIBLE_DEVICES", "0")
    named = check_worker_devices(ctx)[0]
    assert named.status == "amber"
    assert "The only vulkan device is a CPU posing as a GPU (Vulkan0 (llvmpipe" in str(
        named.summary)
    # the driver, as lavapipe's own Vulkan driver properties say it
    assert re.search(r"\) with driver llvmpipe, Mesa \d+\.\d+\.\d+", str(named.summary))


def test_truth_without_a_model_and_with_a_slow_one(tmp_path: Path) -> None:
    cli, app = check_truth(Context())[0], check_truth(Context(in_app=True))[0]
    assert cli.status == app.status == "info"
    assert "amdchat doctor --model" in str(cli.summary)  # each says what to do where it is
    assert "Load one and run the checks again" in str(app.summary)
    root = healthy_root(tmp_path)
    ctx = context(root)
    ctx.loaded = loaded_event(XTX_FULL)
    ctx.backend_kind = "vulkan"
    ctx.last_stats = {"generation_tps": 150.0, "context_used": 100}
    placement, speed = check_truth(ctx)
    assert placement.status == "green" and "Vulkan0 (AMD Radeon RX 7900 XTX" in str(
        placement.summary)
    assert speed.status == "green" and "of the ~219 tok/s" in str(speed.summary)
    ctx.loaded = loaded_event(LAVAPIPE)
    ctx.last_stats = {"generation_tps": 2.0, "context_used": 100}
    placement, speed = check_truth(ctx)
    # lavapipe's device is not in the bandwidth table: no invented limit
    assert speed.status == "info" and "not in amdchat's table" in str(speed.summary)


def test_scrub_removes_home_user_host_and_token() -> None:
    env = {"HOME": "/home/jdoe_private", "USER": "jdoe_private", "HF_TOKEN": ""}
    words = private_words(env, ["hf_settingsTokenAbcdefghijklmnopqrstu"])
    host = socket.gethostname()
    raw = (f"/home/jdoe_private/.local/share/amdchat on {host}, user jdoe_private, token "
           "hf_settingsTokenAbcdefghijklmnopqrstu and hf_otherTokenAbcdefghijklmnopqrstu")
    clean = scrub(raw, words)
    assert clean == ("~/.local/share/amdchat on <host>, user <user>, token <token> and <token>")


def run_doctor_cli(args: list[str], home: Path, user: str) -> subprocess.CompletedProcess[str]:
    import os

    env = {**os.environ, "HOME": str(home), "USER": user, "LOGNAME": user,
           "AMDCHAT_HOME": str(home / ".amdchat")}
    return subprocess.run([sys.executable, "-m", "amdchat", "doctor", *args, "--timeout", "60"],
                          capture_output=True, text=True, timeout=120, env=env)


@pytest.fixture
def private_home(tmp_path: Path) -> tuple[Path, str]:
    """A HOME named after its user, with a backend folder under it that the report lists."""
    user = "jdoe_private"
    home = tmp_path / "home" / user
    folder = home / ".amdchat" / "data" / "backends" / "cpu-extra"
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({
        "backend": "cpu", "llama_cpp_python": "0.3.36", "cmake_args": ["-DGGML_NATIVE=OFF"]}))
    return home, user


def test_cli_report_carries_no_personal_data(private_home: tuple[Path, str]) -> None:
    home, user = private_home
    done = run_doctor_cli(["--report"], home, user)
    report = done.stdout
    assert "== Installed backends ==" in report
    assert "in ~/.amdchat/data/backends/cpu-extra" in report  # the path is shown, home hidden
    for private in (str(home), user, socket.gethostname()):
        assert private not in report
    plain = run_doctor_cli([], home, user).stdout  # for the terminal: the real path
    assert str(home) in plain


def test_cli_json_lists_every_family(private_home: tuple[Path, str]) -> None:
    home, user = private_home
    done = run_doctor_cli(["--json"], home, user)
    data = json.loads(done.stdout)
    families = {c["family"] for c in data["checks"]}
    assert {"gpu", "permissions", "rocm", "vulkan", "devices", "environment", "truth",
            "backends"} <= families
    # the test host replays no GPU: that is said, with a fix
    gpu = next(c for c in data["checks"] if c["name"] == "GPU")
    assert gpu["status"] == "amber" and gpu["fix"]
    assert user not in done.stdout
    assert done.returncode in (0, 1)
    assert done.returncode == int(any(c["status"] == "red" for c in data["checks"]))


def test_report_text_groups_by_family() -> None:
    checks = [Check("vulkan", "Vulkan loader", "red", text(tr_noop("diagnostics", "none")),
                    text(tr_noop("diagnostics", "install it"))),
              Check("gpu", "GPU", "green", text(tr_noop("diagnostics", "found")))]
    report = format_report(checks, {"gpu": "GPU and driver", "vulkan": "Vulkan"})
    assert report.splitlines()[1:] == ["", "== GPU and driver ==", "[OK  ] GPU: found", "",
                                       "== Vulkan ==", "[FAIL] Vulkan loader: none",
                                       "       fix: install it"]


@pytest.mark.slow
def test_cli_with_a_model_says_where_it_ran_and_judges_its_speed(
        private_home: tuple[Path, str], model_path: Path) -> None:
    home, user = private_home
    done = run_doctor_cli(["--json", "--model", str(model_path)], home, user)
    truth = [c for c in json.loads(done.stdout)["checks"] if c["family"] == "truth"]
    assert truth[0]["summary"].startswith("The model runs on the CPU backend (")
    speed = truth[1]
    assert speed["name"] == "speed" and speed["status"] in ("green", "amber")
    measured = float(speed["summary"].split(" tok/s")[0].split()[-1])
    assert measured > 0
    assert "this hardware allows" in speed["summary"]
    threads = next(c for c in truth if c["name"] == "CPU threads")
    assert "CPU threads" in threads["summary"]  # and why that many (thread_count)
