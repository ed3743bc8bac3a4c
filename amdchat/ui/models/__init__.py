"""The Models page: search the Hub, pick a quantization, download, manage the library."""
