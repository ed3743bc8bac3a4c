"""The GPU offload choices a user has: declared low, for the settings and the plan alike.

auto: as much as fits (amdchat.plan decides); all: every layer; layers: a number of
layers (the last ones); experts: the routed experts of a number of layers in system
RAM, everything else on the GPU (llama.cpp's --n-cpu-moe).
"""

OFFLOAD_MODES = ("auto", "all", "layers", "experts")
