"""The inference engine: a worker child process and a Qt-free client for it."""
