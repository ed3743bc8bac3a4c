"""A repository's quantizations, each with its fit: first the estimate from its header
(read with HTTP ranges, a few MB each, in parallel), then, one at a time, llama.cpp's
dry run of it (the fit queue); and the Download button that queues the one picked.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QThreadPool, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout

from amdchat import paths
from amdchat.config import Settings
from amdchat.fit.cache import DryRunCache
from amdchat.fit.estimate import Budget
from amdchat.fit.measure import DryRunner
from amdchat.fit.plan import FitPlan, fit_report, plan_from_settings
from amdchat.fit.remote_fit import with_remote
from amdchat.fit.remote_servers import server_states
from amdchat.fit.report import FitReport
from amdchat.hardware.system_memory import available_ram
from amdchat.hub import api
from amdchat.hub.quants import Quant, preferred_mmproj
from amdchat.hub.queue import AlreadyDownloaded, DownloadQueue
from amdchat.hub.remote_header import read_remote_header_bytes
from amdchat.hub.safepath import UnsafePath
from amdchat.model_memory import ModelMemory, memory_from_dict, merge_shards, model_memory
from amdchat.session.spec import margin_from
from amdchat.ui.background import run_in_background
from amdchat.ui.fit_texts import fit_text, report_text
from amdchat.ui.models.hub_search import hub_error_text
from amdchat.ui.models.table_models import QuantTableModel
from amdchat.ui.models.views import selected_row, table_view


def _runner_for(settings: Settings, plan: FitPlan, token: str | None) -> DryRunner:
    return DryRunner(DryRunCache(paths.cache_dir() / "dry-run"), plan.backend,
                     settings["gpu_device"], plan.device_name, token)


def _fit_of(repo_id: str, quant: Quant, settings: Settings, token: str | None,
            budget_of: Callable[[], Budget | None], projector_bytes: int = 0
            ) -> tuple[FitReport | None, Any]:
    """Runs off the GUI thread. (report, pending): the measured report when a dry run of
    this file is cached (no Hub request then), else the estimate from the header (read
    with HTTP ranges) and, in ``pending``, what its dry run needs. (None, None): neither
    a GPU nor the system's memory is known."""
    plan = plan_from_settings(settings, budget_of(), available_ram())
    if plan is None:
        return None, None
    plan = dataclasses.replace(plan, projector_bytes=projector_bytes)  # downloaded with it
    if settings["fit_dry_run"]:
        hit = _runner_for(settings, plan, token).cached_remote(repo_id, quant.files,
                                                               plan.params_for(None))
        with contextlib.suppress(TypeError, ValueError, KeyError):
            if hit is not None:
                known = memory_from_dict(hit["memory"])
                if plan.params_for(known) == plan.params_for(None):  # measured as it plans
                    return _with_servers(fit_report(known, plan, hit), known, plan,
                                         settings), None
    headers = [read_remote_header_bytes(repo_id, remote, token) for remote in quant.files]
    memory = model_memory(merge_shards([header for header, _ in headers]))
    report = _with_servers(fit_report(memory, plan), memory, plan, settings)
    return report, (memory, plan, headers)


def _with_servers(report: FitReport, memory: ModelMemory, plan: FitPlan,
                  settings: Settings) -> FitReport:
    """Off the GUI thread: the split over Settings > Network's remote GPUs, each asked
    again (bounded, once for all the fits of a round) or at its last known figure."""
    if not settings["rpc_servers"]:
        return report
    return with_remote(report, memory, plan, server_states(settings["rpc_servers"]),
                       margin_from(settings))


def _measure(runner: DryRunner, repo_id: str, quant: Quant, memory: Any, plan: FitPlan,
             headers: Any, settings: Settings) -> FitReport:
    """Runs off the GUI thread, one at a time: the dry run of the header read before."""
    event = runner.remote(repo_id, quant.files, plan.params_for(memory), headers)
    return _with_servers(fit_report(memory, plan, event), memory, plan, settings)


class QuantTable(QGroupBox):
    sig_status = Signal(str, str)
    """A line for the page's status: its text, and "error", "info" or "" (plain)."""

    def __init__(self, settings: Settings, queue: DownloadQueue,
                 budget: Callable[[], Budget | None], token: Callable[[], str | None]) -> None:
        super().__init__()
        self.setTitle(self.tr("Quantizations"))
        self.settings = settings
        self.queue = queue
        self.budget = budget
        self._token = token
        self._fit_round = 0  # a repository opened again drops the dry runs still queued
        self._to_measure: list[tuple[int, str, Quant, Any, FitPlan, Any]] = []
        self._measuring = False
        self._estimating = 0  # estimates of this round still on their way
        self._runner: DryRunner | None = None  # its worker is kept for the next dry runs
        self._runner_key: tuple[str, str, str | None] = ("", "", None)
        # the dry runs' own thread: never queued behind the header reads of the estimates
        # (its worker starts, and measures, while the other headers are still read)
        self._dry_run_pool = QThreadPool(self)
        self._dry_run_pool.setMaxThreadCount(1)
        self.current_repo = ""  # the repository asked for last
        self.quants_repo = ""  # the repository whose quantizations the table shows
        self.projector: Quant | None = None  # the repository's mmproj, downloaded with a model
        self.quants = QuantTableModel(self)
        self.quants_view = table_view(self.quants)
        self.repo_label = QLabel(self.tr("Pick a repository to see its quantizations."))
        self.download_button = QPushButton(self.tr("Download"))
        self.download_button.setObjectName("downloadButton")
        self.download_button.clicked.connect(self.download_selected)
        layout = QVBoxLayout(self)
        layout.addWidget(self.repo_label)
        layout.addWidget(self.quants_view)
        layout.addWidget(self.download_button)

    def open_repo(self, repo_id: str) -> None:
        self.current_repo = repo_id
        # the last repository's rows go at once: a Download meanwhile must not queue
        # one of its files under this repository's name
        self.quants.set_rows([])
        self.quants_repo = ""
        self.projector = None
        self.repo_label.setText(self.tr("Loading {repo}…").format(repo=repo_id))
        token = self._token()
        run_in_background(self, lambda: api.repo_files(repo_id, token=token),
                          self._on_repo_files,
                          lambda exc: self.sig_status.emit(hub_error_text(exc), "error"))

    def _on_repo_files(self, files: api.RepoFiles) -> None:
        if files.repo_id != self.current_repo:
            return  # an older answer
        self.quants.set_rows(files.quants + files.mmproj)
        self.quants_repo = files.repo_id
        self.projector = preferred_mmproj(files.mmproj)
        self._check_fits(files)
        self.repo_label.setText(self.tr("{repo} · quantizations: {n}").format(
            repo=files.repo_id, n=len(files.quants)))
        if not files.quants:
            self.sig_status.emit(
                self.tr("{repo} has no GGUF files.").format(repo=files.repo_id), "")

    # -- the fit queue ------------------------------------------------------------
    def _check_fits(self, files: api.RepoFiles) -> None:
        """Each quant's verdict: first the estimate from its header (read with HTTP ranges,
        a few MB each, in parallel), then, one at a time, llama.cpp's dry run of it."""
        token = self._token()
        self._fit_round += 1
        self._to_measure.clear()
        self._estimating = len(files.quants)
        projector = self.projector.total_size if self.projector is not None else 0
        for quant in files.quants:
            self.quants.set_fit(quant, self.tr("checking…"), "")
            run_in_background(
                self, partial(_fit_of, files.repo_id, quant, self.settings, token, self.budget,
                              projector),
                partial(self._on_fit, self._fit_round, files.repo_id, quant),
                partial(self._on_fit_failed, self._fit_round, quant))

    def _on_fit(self, round_: int, repo_id: str, quant: Quant,
                result: tuple[FitReport | None, Any]) -> None:
        report, pending = result
        self._estimated(round_)
        self.quants.set_fit(quant, *fit_text(report))
        if pending is not None and self.settings["fit_dry_run"] and round_ == self._fit_round:
            self._to_measure.append((round_, repo_id, quant, *pending))
        self._measure_next()

    def _measure_next(self) -> None:
        if self._measuring:
            return
        if not self._to_measure:
            if not self._estimating:
                self._close_runner()  # the worker goes; the cache keeps what it measured
            return
        round_, repo_id, quant, memory, plan, headers = self._to_measure.pop(0)
        key = (plan.backend, plan.device_name, self._token())
        if self._runner is None or self._runner_key != key:
            self._close_runner()
            self._runner = _runner_for(self.settings, plan, key[2])
            self._runner_key = key
        self._measuring = True
        job = partial(_measure, self._runner, repo_id, quant, memory, plan, headers,
                      self.settings)
        run_in_background(self, job,
                          partial(self._on_measured, round_, quant),
                          partial(self._on_measure_failed, round_, quant), self._dry_run_pool)

    def _close_runner(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            run_in_background(self, runner.close, lambda _none: None, lambda _exc: None,
                              self._dry_run_pool)

    def _on_measured(self, round_: int, quant: Quant, report: FitReport) -> None:
        self._measuring = False
        if round_ == self._fit_round:
            self.quants.set_fit(quant, *report_text(report))
        self._measure_next()

    def _on_measure_failed(self, round_: int, quant: Quant, exc: Exception) -> None:
        """The estimate stays; its tooltip says why it was not measured."""
        self._measuring = False
        if round_ == self._fit_round:
            text, details = self.quants.fits.get(quant.first_file.path, ("", ""))
            self.quants.set_fit(quant, text, details + "\n" + self.tr(
                "The dry run failed: {why}").format(why=str(exc).splitlines()[0] if str(exc)
                                                    else type(exc).__name__))
        self._measure_next()

    def _on_fit_failed(self, round_: int, quant: Quant, exc: Exception) -> None:
        self._estimated(round_)
        self.quants.set_fit(quant, self.tr("unknown"), str(exc))
        self._measure_next()

    def _estimated(self, round_: int) -> None:
        if round_ == self._fit_round:
            self._estimating = max(self._estimating - 1, 0)

    # -- download ---------------------------------------------------------------
    def download_selected(self) -> None:
        quant = selected_row(self.quants_view)
        if quant is None or not self.quants_repo:
            self.sig_status.emit(self.tr("Pick a quantization to download."), "info")
            return
        self.queue.models_dir = self.settings.models_dir()
        try:
            self.queue.add(self.quants_repo, quant)
        except UnsafePath as exc:  # a name from the Hub that cannot be a file here
            self.sig_status.emit(self.tr("{quant} cannot be downloaded: {why}").format(
                quant=quant.name, why=str(exc)), "error")
            return
        except AlreadyDownloaded as exc:
            self.sig_status.emit(self.tr("{quant} of {repo} is already downloaded, as {path}: "
                                         "load it from “On this computer” below.").format(
                quant=quant.name, repo=self.quants_repo, path=exc.path), "info")
            return
        if not quant.is_mmproj and self._queue_projector():
            assert self.projector is not None
            self.sig_status.emit(self.tr(
                "{quant} of {repo} and its vision projector {mmproj} added to the "
                "downloads.").format(quant=quant.name, repo=self.quants_repo,
                                     mmproj=self.projector.first_file.path), "")
            return
        self.sig_status.emit(self.tr("{quant} of {repo} added to the downloads.").format(
            quant=quant.name, repo=self.quants_repo), "")

    def _queue_projector(self) -> bool:
        """The repository's vision projector, downloaded with the model it goes with
        (into the same folder, where the library pairs them); False: none to download."""
        if self.projector is None:
            return False
        try:
            self.queue.add(self.quants_repo, self.projector)
        except (AlreadyDownloaded, UnsafePath):
            return False  # already there (it serves every model of the repository)
        return True
