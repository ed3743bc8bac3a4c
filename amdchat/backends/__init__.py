"""Backend folders: one set of native llama.cpp libraries per backend."""
