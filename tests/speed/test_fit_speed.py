"""Bytes read per token for a fit's placement, and the limit from each side's bandwidth."""

from __future__ import annotations

from amdchat.model_memory import ModelMemory
from amdchat.speed.fit_speed import BytesRead, bytes_read, card_bandwidth, expected_tps
from tests.helpers.data import TREES

MIB = 2**20
# A Llama-like header's figures: 32 layers of 120 MiB, an own output layer (not tied)
LLAMA = ModelMemory(layer_bytes=(120 * MIB,) * 32, output_bytes=200 * MIB, tied_output=False,
                    host_only_bytes=250 * MIB, kv_bytes_per_token=(4096,) * 32, n_vocab=128256,
                    n_embd=4096, n_head=32, context_train=131072)


def test_full_offload_of_an_untied_model_reads_nothing_from_system_memory() -> None:
    read = bytes_read(LLAMA, 33, 8192)
    assert read.cpu == 0  # one row of the embedding table: not counted
    assert read.gpu == 32 * 120 * MIB + 200 * MIB + 32 * 4096 * 8192
    assert expected_tps(read, 960.0, None) == 960e9 / read.gpu  # no CPU figure needed


def test_partial_offload_puts_the_output_and_the_last_layers_on_the_gpu() -> None:
    """llama.cpp's n_gpu_layers 12: the output layer and the last 11 repeating layers."""
    read = bytes_read(LLAMA, 12, 4096)
    assert read.gpu == 11 * (120 * MIB + 4096 * 4096) + 200 * MIB
    assert read.cpu == 21 * (120 * MIB + 4096 * 4096)
    assert expected_tps(read, 960.0, None) is None  # the CPU's share is unknown
    limit = expected_tps(read, 960.0, 50.0)
    assert limit is not None and limit < 50e9 / read.cpu  # the CPU's share rules


def test_a_measured_kv_cache_replaces_the_formula() -> None:
    formula = bytes_read(LLAMA, 33, 4096)
    half = bytes_read(LLAMA, 33, 4096, kv_bytes=LLAMA.kv_bytes(4096) // 2)  # q8_0-ish
    assert formula.gpu - half.gpu == LLAMA.kv_bytes(4096) / 2


def test_the_card_is_found_by_the_budgets_slot_else_by_name() -> None:
    xtx = TREES / "rdna3-rx7900xtx"
    slot = (xtx / "sys/class/drm/card1/device/uevent").read_text().split("PCI_SLOT_NAME=")[1]
    by_slot = card_bandwidth("AMD GPU 744C", slot.split()[0], root=xtx)
    assert by_slot is not None and by_slot.name == "AMD Radeon RX 7900 XTX"
    assert card_bandwidth("NVIDIA GeForce RTX 4090", root=xtx) is not None
    assert card_bandwidth("the given GPU", root=xtx) is None
    assert expected_tps(BytesRead(0, 0), None, None) is None


def test_a_tied_output_reads_the_table_where_its_copy_went() -> None:
    """Llama 3.2 3B-like: no output.weight. On a GPU that took the output layer's copy of
    the embeddings the table is read there; left on the host, at system memory speed."""
    tied = ModelMemory(layer_bytes=(60 * MIB,) * 28, output_bytes=0, tied_output=True,
                       host_only_bytes=300 * MIB, kv_bytes_per_token=(2048,) * 28,
                       n_vocab=128256, n_embd=3072, n_head=24, context_train=131072)
    copied = bytes_read(tied, 29, 4096, embeddings_on_gpu=True)
    assert (copied.gpu, copied.cpu) == (28 * (60 * MIB + 2048 * 4096) + 300 * MIB, 0)
    on_host = bytes_read(tied, 29, 4096)
    assert on_host.cpu == 300 * MIB and on_host.gpu == copied.gpu - 300 * MIB
    partial = bytes_read(tied, 20, 4096, embeddings_on_gpu=True)  # output and 19 layers
    assert partial.cpu == 9 * (60 * MIB + 2048 * 4096)
    assert partial.gpu == 19 * (60 * MIB + 2048 * 4096) + 300 * MIB
    nothing = bytes_read(tied, 0, 4096, embeddings_on_gpu=True)
    assert nothing.gpu == 0 and nothing.cpu == 28 * (60 * MIB + 2048 * 4096) + 300 * MIB
