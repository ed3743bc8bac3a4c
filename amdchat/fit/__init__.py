"""Does a model fit the GPU? Weights from the GGUF header, KV cache and compute buffer
by formula or by a llama.cpp dry run, against the GPU's free memory."""
