"""The KV cache types llama.cpp takes, and their ggml type ids.

Low in the package order: the settings declare the choice (amdchat.config),
the load parameters pass it on (amdchat.engine.load_params).
"""

KV_TYPES = ("f16", "q8_0", "q4_0")
GGML_TYPE_IDS = {"f16": 1, "q4_0": 2, "q8_0": 8}  # enum ggml_type
# bytes per element of each type (q8_0: 34-byte blocks of 32 values; q4_0: 18-byte blocks)
KV_ELEMENT_BYTES = {"f16": 2.0, "q8_0": 34 / 32, "q4_0": 18 / 32}
