"""Chat with a model served by another computer: an OpenAI-compatible server
(llama-server, vLLM, Ollama, LM Studio, another amdchat) reached over HTTP.

client: list the models, stream one reply (bounded in time and memory) | sse: the
stream's lines, bounded | keys: API keys in the system keyring | session: the same
job events as the local engine's session, so the chat works unchanged.
"""
