"""Doctor lines for the CPU variant and the thread count of a loaded model."""

from __future__ import annotations

from amdchat.diagnostics.check import Context
from amdchat.diagnostics.truth import check_truth

PLACEMENT = {"runs_on": "cpu", "model_mib": {"CPU": 240.0}}


def lines(loaded: dict) -> dict[str, tuple[str, str]]:
    checks = check_truth(Context(loaded={"placement": PLACEMENT, **loaded},
                                 backend_kind="cpu"))
    return {c.name: (c.status, str(c.summary)) for c in checks}


def test_the_variant_and_the_threads_and_why() -> None:
    shown = lines({
        "cpu_backend": {"cpu_variant": "zen4", "failed": {
            "sapphirerapids": "crashed (signal SIGSEGV)"}},
        "threads": {"n_threads": 1, "rule": 2, "source": "fewer", "tps_rule": 2.7,
                    "tps_fewer": 28.8}})
    assert shown["CPU variant"] == ("info", (
        "The CPU code runs as zen4: the best variant that passed its check on this CPU. "
        "Left out after a failed check: sapphirerapids (crashed (signal SIGSEGV))."))
    assert shown["CPU threads"][1] == (
        "1 CPU threads: this CPU has 2 physical performance cores, but one thread fewer "
        "measured faster at load (28.8 against 2.7 tok/s): another program keeps a core busy.")


def test_a_static_build_has_no_variant_line_and_a_set_count_says_so() -> None:
    shown = lines({"cpu_backend": None, "threads": {"n_threads": 6, "source": "settings"}})
    assert "CPU variant" not in shown
    assert shown["CPU threads"][1] == "6 CPU threads, as set in Settings > Performance."


def test_no_variant_that_runs_is_red_with_a_fix() -> None:
    checks = check_truth(Context(loaded={"placement": PLACEMENT, "cpu_backend": {
        "cpu_variant": "", "failed": {"haswell": "crashed (signal SIGILL)"}}},
        backend_kind="cpu"))
    variant = next(c for c in checks if c.name == "CPU variant")
    assert variant.status == "red" and "haswell (crashed (signal SIGILL))" in str(variant.summary)
    assert "amdchat backends build cpu" in str(variant.fix)
