"""When a quantization does not fit whole: the largest of the same repository that would.

Asked by ``amdchat fit REPO QUANT`` when the chosen file does not fit entirely at the
asked context. Each candidate's own header is read (a few MB of range requests, largest
file first, stopping at the first that fits) and judged by the same plan as the chosen
one, with the formulas (no dry run per candidate).
"""

from __future__ import annotations

from amdchat.fit.check import remote_memory
from amdchat.fit.plan import LoadChoices, quick_report
from amdchat.hub.quants import Quant
from amdchat.plan.budget import Budget


def largest_that_fits(repo_id: str, quants: list[Quant], chosen: Quant, n_ctx: int,
                      budget: Budget, choices: LoadChoices, token: str | None = None
                      ) -> Quant | None:
    """The largest quantization smaller than ``chosen`` that fits whole; None if none."""
    smaller = [q for q in quants if q.total_size < chosen.total_size and not q.is_mmproj]
    for quant in sorted(smaller, key=lambda q: q.total_size, reverse=True):
        memory = remote_memory(repo_id, quant.files, token)
        if quick_report(memory, n_ctx, budget, choices).verdict == "full":
            return quant
    return None
