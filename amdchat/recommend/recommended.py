"""Small instruction-tuned GGUF models the start page offers to a new user.

Each is an ungated repository with a chat template in its GGUF metadata, from
0.5 to 4 billion parameters, so at least one fits any GPU and even a CPU runs
the smallest at a usable speed. The start page checks each one's fit against
this machine's GPU before offering it; ``fit_of`` is what it runs, off the GUI
thread: the repository's file list, then the chosen file's header over HTTP
ranges (a few MB), then the estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from amdchat.fit.estimate import Budget
from amdchat.fit.plan import LoadChoices, quick_report
from amdchat.fit.report import FitReport
from amdchat.hub.quants import Quant, find_quant


@dataclass(frozen=True)
class Recommended:
    repo_id: str
    quant: str  # the quantization offered: Q4_K_M keeps quality close to 8 bits at half the size
    title: str  # what people call it
    parameters: str  # as the makers say it ("1.5B")


RECOMMENDED: tuple[Recommended, ...] = (
    Recommended("Qwen/Qwen2.5-0.5B-Instruct-GGUF", "Q4_K_M", "Qwen2.5 0.5B Instruct", "0.5B"),
    Recommended("Qwen/Qwen2.5-1.5B-Instruct-GGUF", "Q4_K_M", "Qwen2.5 1.5B Instruct", "1.5B"),
    Recommended("bartowski/Llama-3.2-3B-Instruct-GGUF", "Q4_K_M", "Llama 3.2 3B Instruct",
                "3B"),
    Recommended("unsloth/gemma-3-4b-it-GGUF", "Q4_K_M", "Gemma 3 4B Instruct", "4B"),
)


@dataclass(frozen=True)
class Offer:
    """One recommended model as it stands on this machine."""

    model: Recommended
    quant: Quant
    report: FitReport | None  # None: no GPU with known free memory (it runs on the CPU)
    budget: Budget | None


def fit_of(model: Recommended, n_ctx: int | None, budget_of: Callable[[], Budget | None],
           token: str | None = None, choices: LoadChoices | None = None) -> Offer:
    """Any thread: the model's file on the Hub and its fit here. Raises HubError when
    the Hub cannot be reached, or LookupError when the repository lacks the quant."""
    from amdchat.fit.check import remote_memory
    from amdchat.hub.api import repo_files

    files = repo_files(model.repo_id, token)
    quant = find_quant(files.quants, model.quant)
    if quant is None:
        raise LookupError(f"{model.repo_id} has no {model.quant} file any more; pick another "
                          "model, or search for it on the Models page.")
    budget = budget_of()
    if budget is None:
        return Offer(model, quant, None, None)
    memory = remote_memory(model.repo_id, quant.files, token)
    return Offer(model, quant, quick_report(memory, n_ctx, budget, choices or LoadChoices()),
                 budget)
