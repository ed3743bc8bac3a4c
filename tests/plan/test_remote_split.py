"""Layers over this computer and remote devices, by free memory (plan/remote_split.py)."""

from __future__ import annotations

from amdchat.plan.remote_split import Place, split_layers

GIB, MIB = 2**30, 2**20


def test_layers_follow_free_memory_and_the_words_name_each_host() -> None:
    split = split_layers([100 * MIB] * 80, [Place("RPC0", "192.168.1.20:50052", 9 * GIB)],
                         here_free=5 * GIB, margin=1 * GIB)
    # 8 GiB usable there, 4 GiB here: two thirds of the layers there
    assert split.places[0].layers == 53 and split.here_layers == 27
    assert str(split.words()) == "27 layers here, 53 on 192.168.1.20:50052"


def test_a_device_never_gets_more_layers_than_fit_in_it() -> None:
    split = split_layers([1 * GIB] * 10, [Place("RPC0", "a:1", 4 * GIB)],
                         here_free=100 * GIB, margin=1 * GIB)
    assert split.places[0].layers == 0  # 3 usable GiB of 103: its share rounds to 0
    tight = split_layers([1 * GIB] * 10, [Place("RPC0", "a:1", 4 * GIB + GIB // 2)],
                         here_free=1 * GIB, margin=1 * GIB)
    assert tight.places[0].layers == 3 and tight.here_layers == 7  # 3.5 GiB holds 3


def test_n_gpu_layers_and_tensor_split_as_llama_cpp_counts_them() -> None:
    split = split_layers([10 * MIB] * 18, [Place("RPC0", "a:1", 3 * GIB),
                                           Place("RPC1", "b:1", 3 * GIB)],
                         here_free=3 * GIB, margin=0)
    assert [p.layers for p in split.places] == [6, 6] and split.here_layers == 6
    # the output layer is one more, offloaded first, on the last device
    assert split.n_gpu_layers == 13
    assert split.tensor_split == (6.0, 7.0)


def test_nothing_offloaded_means_no_output_layer_either() -> None:
    split = split_layers([10 * MIB] * 4, [Place("RPC0", "a:1", 0)], here_free=GIB, margin=0)
    assert split.n_gpu_layers == 0 and split.here_layers == 4
    assert str(split.words()) == "4 layers here, 0 remote"


def test_the_devices_are_those_llama_cpp_offloads_to_in_its_order() -> None:
    """llama.cpp (llama_model_load) puts RPC devices first, then the discrete GPUs, and
    takes integrated GPUs only when there is no discrete one; the CPU and ACCEL never."""
    from amdchat.session.remote_placing import llama_device_order

    remote = {"name": "RPC0", "description": "10.0.0.2:50052", "type": "gpu",
              "free_bytes": 8 * GIB}
    radeon = {"name": "Vulkan0", "type": "gpu", "free_bytes": 16 * GIB}
    apu = {"name": "Vulkan1", "type": "igpu", "free_bytes": 2 * GIB}
    cpu = {"name": "CPU", "type": "cpu", "free_bytes": 32 * GIB}
    blas = {"name": "BLAS", "type": "accel", "free_bytes": 0}
    both = llama_device_order([radeon, apu, cpu, blas, remote])  # type: ignore[list-item]
    assert [p.name for p in both] == ["RPC0", "Vulkan0"]
    alone = llama_device_order([apu, cpu, remote])  # type: ignore[list-item]
    assert [p.name for p in alone] == ["RPC0", "Vulkan1"]


def test_kv_output_and_compute_count_so_that_no_device_is_overfilled() -> None:
    """Weights alone would give the server 6 of 12 layers; with each layer's KV cache,
    the output layer (on the last device) and a compute buffer it holds fewer, and what
    it holds stays within its free memory less the margin."""
    from amdchat.plan.remote_split import LayerCosts, device_bytes

    weights_only = split_layers([100 * MIB] * 12, [Place("RPC0", "a:1", 1700 * MIB)],
                                here_free=1700 * MIB, margin=100 * MIB)
    assert weights_only.places[0].layers == 6
    costs = LayerCosts(tuple([100 * MIB + 150 * MIB] * 12), output_bytes=200 * MIB,
                       compute_bytes=150 * MIB)
    split = split_layers(costs, [Place("RPC0", "a:1", 1700 * MIB)],
                         here_free=1700 * MIB, margin=100 * MIB)
    held = split.planned_bytes[0]
    assert held <= 1600 * MIB
    # one more layer would not fit: (n + 1) layers + output + compute > room
    n = split.places[0].layers
    assert (n + 1) * 250 * MIB + 350 * MIB > 1600 * MIB and 0 < n < 6
    assert held == n * 250 * MIB + 350 * MIB == device_bytes(costs, [n], 12 - n)[0]


def test_the_output_layer_goes_with_the_last_device_that_takes_layers() -> None:
    from amdchat.plan.remote_split import LayerCosts

    costs = LayerCosts(tuple([10 * MIB] * 10), output_bytes=500 * MIB, compute_bytes=0)
    split = split_layers(costs, [Place("RPC0", "a:1", 2 * GIB), Place("RPC1", "b:1", 2 * GIB)],
                         here_free=2 * GIB, margin=0)
    first, last = split.planned_bytes
    assert last - split.places[1].layers * 10 * MIB == 500 * MIB
    assert first == split.places[0].layers * 10 * MIB


def test_layer_costs_are_weights_and_kv_at_the_context_and_kv_type() -> None:
    from amdchat.model_memory import ModelMemory
    from amdchat.plan.remote_split import layer_costs

    memory = ModelMemory((1000, 1000), 50, True, 400, (8, 8), 100, 64, 4, 4096)
    f16 = layer_costs(memory, 1000)
    assert f16.layer_bytes == (1000 + 8000, 1000 + 8000)
    assert f16.output_bytes == 450  # tied: the table's copy goes with the output layer
    # the attention scores twice without flash attention (before and after the softmax)
    scores = 4 * 1000 * 512 * 4
    assert f16.compute_bytes == memory.compute_bytes(1000) + scores
    assert layer_costs(memory, 1000, flash_attn=True).compute_bytes == \
        memory.compute_bytes(1000)
    # a short context: the logits (on the output layer's device) outgrow the scores
    short = layer_costs(memory, 16)
    assert short.output_bytes == 450 + 100 * 16 * 4 - 4 * 16 * 16 * 4
    q8 = layer_costs(memory, 1000, "q8_0", "q8_0")
    assert q8.layer_bytes[0] == 1000 + int(8000 * (34 / 32) / 2)
